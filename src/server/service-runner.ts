// Runs the HTTP app and any background services (job runner, webhook dispatcher) as one unit.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';

/** A background part of the service, started after the app listens and stopped before the store closes. */
export interface BackgroundService {
  readonly name: string;
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

export interface RunningService {
  /** e.g. `http://127.0.0.1:8080` */
  readonly origin: string;
  stop(): Promise<void>;
}

export async function runService(app: FastifyInstance, store: Store, services: readonly BackgroundService[], listen: { host: string; port: number }): Promise<RunningService> {
  await app.listen({ host: listen.host, port: listen.port });
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
        store.close();
      })()),
  };
}
