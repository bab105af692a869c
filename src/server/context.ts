// What every route module is given: configuration, store, clock, the text analyzer and the optional media engines.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OperationName } from '../api/index.ts';
import type { TextAnalyzer } from '../engine/index.ts';
import type { ApiKeyRecord, Clock, Store } from '../store/index.ts';
import type { Config } from './config.ts';
import type { ImageModerator, UrlGuard, VideoSubmitter } from './media.ts';
import { ApiError } from './errors.ts';
import type { UploadSlots } from './upload-slots.ts';

export interface ServiceContext {
  readonly config: Config;
  readonly store: Store;
  readonly clock: Clock;
  readonly urlGuard: UrlGuard;
  readonly textAnalyzer: TextAnalyzer;
  readonly imageModerator: ImageModerator | undefined;
  readonly videoSubmitter: VideoSubmitter | undefined;
  /** Where uploaded videos are written as they arrive (DATA_DIR/uploads). */
  readonly uploadsDir: string;
  /** The media uploads each key may have in flight. */
  readonly uploadSlots: UploadSlots;
  /** The detail of the 501 answered when there is no video submitter. */
  readonly videoUnavailable: string;
}

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated key; null before authentication and on unauthenticated routes. */
    apiKey: ApiKeyRecord | null;
  }
  interface FastifyContextConfig {
    /** The operation of the endpoint table this route serves; set on every authenticated route. */
    operation?: OperationName;
  }
}

/** The caller's key on an authenticated route. */
export function callerKey(request: FastifyRequest): ApiKeyRecord {
  if (!request.apiKey) throw new ApiError(500, 'internal_error', 'The route ran without authentication.');
  return request.apiKey;
}
