// Lets Bolt and the Web API client log through the app's pino logger.
import { LogLevel, type Logger as BoltLogger } from '@slack/bolt';
import type { Logger } from 'pino';

const TO_PINO: Record<LogLevel, 'debug' | 'info' | 'warn' | 'error'> = {
  [LogLevel.DEBUG]: 'debug',
  [LogLevel.INFO]: 'info',
  [LogLevel.WARN]: 'warn',
  [LogLevel.ERROR]: 'error',
};

export function boltLogger(log: Logger): BoltLogger {
  const child = log.child({ component: 'bolt' });
  const write = (level: 'debug' | 'info' | 'warn' | 'error') => (...msg: unknown[]) =>
    child[level](msg.map((m) => (typeof m === 'string' ? m : m instanceof Error ? m.message : JSON.stringify(m))).join(' '));
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    setLevel: (level: LogLevel) => {
      child.level = TO_PINO[level];
    },
    getLevel: () => (Object.entries(TO_PINO).find(([, v]) => v === child.level)?.[0] ?? LogLevel.INFO) as LogLevel,
    setName: () => {},
  };
}
