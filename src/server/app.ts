// Builds the moderation service as a Fastify app from its dependencies; never listens.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino, type Logger } from 'pino';
import { API_PREFIX, buildOpenApiDocument, RESPONSE_HEADERS } from '../api/index.ts';
import type { TextAnalyzer } from '../engine/index.ts';
import { systemClock, type Clock, type Store } from '../store/index.ts';
import { syncDemoKey } from './api-keys.ts';
import { authenticationHook } from './authentication.ts';
import { answerClientError } from './client-errors.ts';
import type { Config } from './config.ts';
import type { ServiceContext, ZodApp } from './context.ts';
import { idempotencyReserveHook, idempotencySaveHook } from './idempotency.ts';
import { useJsonBodyParser } from './json-body/index.ts';
import { allowEveryUrl, type ImageModerator, type UrlGuard, type VideoSubmitter } from './media.ts';
import { recordRequest } from './metering.ts';
import { ApiError } from './errors.ts';
import { handleError, handleNotFound } from './problem-handler.ts';
import { RateLimiter } from './rate-limiter.ts';
import { requestIdFrom } from './request-id.ts';
import { registerBatch } from './routes/batch.ts';
import { registerCategories } from './routes/categories.ts';
import { registerFeedback } from './routes/feedback.ts';
import { registerImage, registerVideo } from './routes/media.ts';
import { registerModerateText } from './routes/moderate-text.ts';
import { registerResults } from './routes/results.ts';
import { registerUsage } from './routes/usage.ts';
import { registerWebhooks } from './routes/webhooks.ts';
import { UploadSlots } from './upload-slots.ts';
import { uploadsDirectory } from './upload-spool.ts';

export interface AppDeps {
  readonly config: Config;
  readonly store: Store;
  /** A pino logger; silent when absent. */
  readonly logger?: Logger;
  /** Defaults to the store's clock. */
  readonly clock?: Clock;
  /** Refuses webhook and media URLs the operator does not allow; default allows every URL. */
  readonly urlGuard?: UrlGuard;
  /** Moderates texts off the event loop (the engine's worker pool). */
  readonly textAnalyzer: TextAnalyzer;
  readonly imageModerator?: ImageModerator;
  readonly videoSubmitter?: VideoSubmitter;
  /** Why video moderation is off (shown in its 501), when no submitter is given. */
  readonly videoUnavailable?: string;
}

/** How often Node looks for requests past their time limit, in milliseconds (its default is 30 s). */
const TIMEOUT_CHECK_MS = 1_000;

export function createApp(deps: AppDeps): FastifyInstance {
  const clock = deps.clock ?? deps.store.clock ?? systemClock;
  const ctx: ServiceContext = {
    config: deps.config,
    store: deps.store,
    clock,
    urlGuard: deps.urlGuard ?? allowEveryUrl,
    textAnalyzer: deps.textAnalyzer,
    imageModerator: deps.imageModerator,
    videoSubmitter: deps.videoSubmitter,
    uploadsDir: uploadsDirectory(deps.config.dataDir),
    uploadSlots: new UploadSlots(deps.config.uploadsPerKey),
    videoUnavailable: deps.videoUnavailable ?? 'Video moderation is not available on this service.',
  };
  const limiter = new RateLimiter(deps.store.rateLimits, clock);
  const logger = deps.logger ?? pino({ level: 'silent' });

  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Our onResponse hook writes the one line per request; Fastify's own lines are off.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[RESPONSE_HEADERS.requestId]),
    bodyLimit: deps.config.limits.jsonBodyBytes,
    // Bounds slow clients: a request not received in time gets 408 (answerClientError). Node reads
    // the limit only when the server is created, so it goes in `http` as well.
    requestTimeout: deps.config.requestTimeoutMs,
    http: { requestTimeout: deps.config.requestTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    clientErrorHandler: (error, socket) => answerClientError(logger, error, socket),
    // Long ids reach the params schema, which answers a 400 naming `id`.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // Requests that arrive while closing get a problem (below), not Fastify's own 503 body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and the media types a route declares are read; text/plain is refused.
  app.removeContentTypeParser('text/plain');
  useJsonBodyParser(app as unknown as FastifyInstance);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('idempotency', null);
  app.addHook('onReady', () => syncDemoKey(deps.store.keys, deps.config.sandboxDemoKey, deps.config.rates.sandbox, new Date(clock.now())));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(RESPONSE_HEADERS.requestId, request.id);
    // Fastify already answers these with Connection: close, so clients reconnect elsewhere.
    if (closing) throw new ApiError(503, 'shutting_down', 'The service is shutting down; retry shortly.', { headers: { 'retry-after': '1' } });
  });
  app.addHook('onResponse', async (request, reply) => {
    const operation = request.routeOptions.config.operation;
    const key = request.apiKey;
    if (key && operation) {
      try {
        recordRequest(deps.store, key.id, clock.now(), operation);
      } catch (error) {
        request.log.error({ err: error }, 'could not count the request');
      }
    }
    // One line per request; never the key, the body or any secret.
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
        key_id: key?.id ?? null,
      },
      'request',
    );
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  let openapi: unknown;
  app.get(`${API_PREFIX}/openapi.json`, async () => (openapi ??= buildOpenApiDocument()));

  // Plugins load on ready()/listen(); the app is returned unstarted.
  void app.register(
    async (v1) => {
      const api = v1 as unknown as ZodApp;
      api.addHook('onRequest', authenticationHook(deps.store, limiter));
      api.addHook('onRequest', idempotencyReserveHook(deps.store, clock));
      api.addHook('onSend', idempotencySaveHook(deps.store, clock));
      registerModerateText(api, ctx);
      registerBatch(api, ctx, limiter);
      registerCategories(api);
      registerResults(api, ctx);
      registerFeedback(api, ctx);
      registerUsage(api, ctx, limiter);
      registerWebhooks(api, ctx);
      void api.register(async (media) => registerImage(media as unknown as ZodApp, ctx));
      void api.register(async (media) => registerVideo(media as unknown as ZodApp, ctx));
    },
    { prefix: API_PREFIX },
  );
  return app as unknown as FastifyInstance;
}
