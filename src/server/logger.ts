// The service logger: pino JSON lines; authorization headers are redacted should anything log them.
import { pino, type Logger } from 'pino';

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'content-moderation' },
      redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'secret', '*.secret'], censor: '[redacted]' },
    },
    destination ?? process.stdout,
  );
}
