// Runs the HTTP app and any background services (job runner, webhook dispatcher) as one unit.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';

/** A background part of the service, started after the app listens and stopped before the store closes. */
export interface BackgroundService {
  readonly name: string;
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

/** The service cannot listen where HOST and PORT say; the message names the variable to change. */
export class ListenError extends Error {
  readonly code = 'cannot_listen';
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'ListenError';
  }
}

/** Turns the socket errors a wrong HOST or PORT causes into a ListenError; others pass unchanged. */
function explainListenFailure(error: unknown, listen: { host: string; port: number }): unknown {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return new ListenError(`Port ${listen.port} on ${listen.host} is already in use (another program, or this service already running?). Set PORT to a free port, for example PORT=${listen.port === 8080 ? 8081 : 8080}.`, { cause: error });
    case 'EACCES':
      return new ListenError(`This user may not listen on port ${listen.port} (ports below 1024 need privileges). Set PORT to a port from 1024 up, for example PORT=8080.`, { cause: error });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ListenError(`${listen.host} is not an address of this machine. Set HOST to one that is: HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every interface).`, { cause: error });
    default:
      return error;
  }
}

export interface RunningService {
  /** e.g. `http://127.0.0.1:8080` */
  readonly origin: string;
  stop(): Promise<void>;
}

export async function runService(app: FastifyInstance, store: Store, services: readonly BackgroundService[], listen: { host: string; port: number }): Promise<RunningService> {
  try {
    await app.listen({ host: listen.host, port: listen.port });
  } catch (error) {
    throw explainListenFailure(error, listen);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  const started: BackgroundService[] = [];
  for (const service of services) {
    await service.start();
    started.push(service);
  }
  let stopping: Promise<void> | undefined;
  return {
    origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    // Stop accepting and finish in-flight requests, then the background parts, then the store.
    stop: () =>
      (stopping ??= (async () => {
        await app.close();
        for (const service of started.reverse()) {
          try {
            await service.stop();
          } catch (error) {
            app.log.error({ err: error, service: service.name }, 'service did not stop cleanly');
          }
        }
        await store.close();
      })()),
  };
}
