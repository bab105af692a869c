// The service logger: pino JSON lines; authorization headers are redacted should anything log them.
import { pino, type Logger } from 'pino';

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'content-moderation' },
      redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'secret', '*.secret'], censor: '[redacted]' },
    },
    // Lines written while a write is in flight are joined into the next one, so under load the
    // request thread makes one write for many lines; pino flushes what is left when the process exits.
    destination ?? pino.destination({ dest: process.stdout.fd, sync: false }),
  );
}
