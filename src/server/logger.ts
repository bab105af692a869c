// The service logger: pino JSON lines; authorization headers are redacted should anything log them.
import { pino, type Logger } from 'pino';

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'content-moderation' },
      redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'secret', '*.secret'], censor: '[redacted]' },
    },
    // Lines are written in blocks of at least 4 KiB, or after at most 100 ms, so under load one write
    // carries many lines instead of one each; pino flushes what is left when the process exits.
    destination ?? pino.destination({ dest: process.stdout.fd, sync: false, minLength: 4096, periodicFlush: 100 }),
  );
}
