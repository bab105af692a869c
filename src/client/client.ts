// ModerationClient: one typed method per API operation, every answer validated against the
// contract and normalised, plus helpers for large batches and asynchronous results.
import { inspect } from 'node:util';
import {
  CategoryList,
  endpointPath,
  endpoints,
  Feedback,
  LIMITS,
  Usage,
  VideoAccepted,
  Webhook,
  WebhookCreated,
  WebhookList,
  type BatchItem,
  type Category,
  type FeedbackRequest,
  type OperationName,
  type WebhookUpsertRequest,
} from '../api/index.ts';
import { toBatchOutcome, type BatchOutcome, type BatchOutcomeItem } from './batch-outcome.ts';
import { mapBounded } from './bounded-map.ts';
import { ConfigurationError } from './errors.ts';
import { prepareMedia, type MediaInput } from './media-input.ts';
import { resolveOptions, type ClientOptions } from './options.ts';
import { toResultState, type ResultState } from './result-state.ts';
import { sniffContentType } from './sniff.ts';
import { Transport, type Answer, type BodySource, type RequestOptions } from './transport.ts';
import { validate } from './validate.ts';
import { toVerdict, type Verdict } from './verdict.ts';
import { pollUntilDone, type WaitOptions } from './wait.ts';

export type VideoInput = MediaInput | { url: string };

export interface ManyOptions extends RequestOptions {
  /** Batch requests in flight at once, 1..16. Default 4. */
  concurrency?: number;
}

const OCTET_STREAM = 'application/octet-stream';
const JSON_TYPE = 'application/json';

export class ModerationClient {
  readonly #transport: Transport;

  constructor(options: ClientOptions = {}) {
    this.#transport = new Transport(resolveOptions(options));
  }

  /** The API base this client talks to (ending in `/v1`). */
  get baseUrl(): string {
    return this.#transport.baseUrl;
  }

  async moderateText(text: string, opts?: RequestOptions): Promise<Verdict> {
    const answer = await this.#call('moderateText', {}, JSON.stringify({ text }), JSON_TYPE, opts);
    return toVerdict(answer.data, answer.status);
  }

  /** Sends the bytes with the type sniffed from them; unknown bytes go as octet-stream for the service to refuse. */
  async moderateImage(input: MediaInput, opts?: RequestOptions): Promise<Verdict> {
    const media = await prepareMedia(input, LIMITS.imageMaxBytes);
    const type = sniffContentType(media.head);
    const contentType = type?.startsWith('image/') ? type : OCTET_STREAM;
    const answer = await this.#call('moderateImage', {}, media.body, contentType, opts);
    return toVerdict(answer.data, answer.status);
  }

  /** Submits a video (bytes, stream, file path or `{ url }`); the answer is the pending result. */
  async moderateVideo(input: VideoInput, opts?: RequestOptions): Promise<VideoAccepted> {
    let body: BodySource;
    let contentType: string;
    if (isUrlInput(input)) {
      body = JSON.stringify({ url: input.url });
      contentType = JSON_TYPE;
    } else {
      const media = await prepareMedia(input, LIMITS.videoMaxBytes);
      const type = sniffContentType(media.head);
      body = media.body;
      contentType = type?.startsWith('video/') ? type : OCTET_STREAM;
    }
    const answer = await this.#call('moderateVideo', {}, body, contentType, opts);
    return validate(VideoAccepted, answer.data, answer.status);
  }

  /** One batch request of 1..100 items; see `moderateMany` for any number. */
  async moderateBatch(items: BatchItem[], opts?: RequestOptions): Promise<BatchOutcome> {
    const answer = await this.#call('moderateBatch', {}, JSON.stringify({ items }), JSON_TYPE, opts);
    return toBatchOutcome(answer.data, answer.status);
  }

  /**
   * Moderates any number of items in batch requests of at most 100, `concurrency` at a time.
   * Outcomes come back in input order with `index` the position in `items`. The first request
   * that fails (after its retries) rejects the whole call.
   */
  async moderateMany(items: BatchItem[], opts: ManyOptions = {}): Promise<BatchOutcomeItem[]> {
    const { concurrency = 4, ...requestOptions } = opts;
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
      throw new ConfigurationError('invalid option concurrency: must be an integer from 1 to 16');
    }
    const size = LIMITS.batchMaxItems;
    const chunks = Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
    const outcomes = await mapBounded(chunks, concurrency, async (chunk, c) => {
      const batch = await this.moderateBatch(chunk, requestOptions);
      return batch.items.map((item) => ({ ...item, index: c * size + item.index }));
    });
    return outcomes.flat().sort((a, b) => a.index - b.index);
  }

  async listCategories(opts?: RequestOptions): Promise<Category[]> {
    const answer = await this.#call('listCategories', {}, undefined, undefined, opts);
    return validate(CategoryList, answer.data, answer.status).data;
  }

  async getResult(id: string, opts?: RequestOptions): Promise<ResultState> {
    const answer = await this.#call('getResult', { id }, undefined, undefined, opts);
    return toResultState(answer.data, answer.status);
  }

  /** Polls `getResult` until `completed` or `failed`; WaitTimeoutError at the deadline. */
  async waitForResult(id: string, opts?: WaitOptions): Promise<ResultState> {
    return pollUntilDone(id, (resultId, requestOptions) => this.getResult(resultId, requestOptions), opts);
  }

  /** Creates (`created: true`) or updates the reviewer's feedback on a result. */
  async submitFeedback(req: FeedbackRequest, opts?: RequestOptions): Promise<{ feedback: Feedback; created: boolean }> {
    const answer = await this.#call('submitFeedback', {}, JSON.stringify(req), JSON_TYPE, opts);
    return { feedback: validate(Feedback, answer.data, answer.status), created: answer.status === 201 };
  }

  async getUsage(opts?: RequestOptions): Promise<Usage> {
    const answer = await this.#call('getUsage', {}, undefined, undefined, opts);
    return validate(Usage, answer.data, answer.status);
  }

  async listWebhooks(opts?: RequestOptions): Promise<Webhook[]> {
    const answer = await this.#call('listWebhooks', {}, undefined, undefined, opts);
    return validate(WebhookList, answer.data, answer.status).data;
  }

  /** Creates or updates an endpoint; `secret` (`whsec_...`) is present only on creation. */
  async upsertWebhook(req: WebhookUpsertRequest, opts?: RequestOptions): Promise<{ webhook: Webhook; secret?: string; created: boolean }> {
    const answer = await this.#call('upsertWebhook', {}, JSON.stringify(req), JSON_TYPE, opts);
    if (answer.status === 201) {
      const { secret, ...webhook } = validate(WebhookCreated, answer.data, answer.status);
      return { webhook, secret, created: true };
    }
    return { webhook: validate(Webhook, answer.data, answer.status), created: false };
  }

  #call(
    name: OperationName,
    params: Record<string, string>,
    body: BodySource | undefined,
    contentType: string | undefined,
    opts: RequestOptions | undefined,
  ): Promise<Answer> {
    const endpoint = endpoints[name];
    return this.#transport.call(
      {
        method: endpoint.method,
        path: endpointPath(name, params),
        ...(body !== undefined ? { body } : {}),
        ...(contentType ? { contentType } : {}),
        idempotent: 'idempotent' in endpoint && endpoint.idempotent,
      },
      opts,
    );
  }

  [inspect.custom](): string {
    return `ModerationClient { baseUrl: '${this.baseUrl}' }`;
  }
}

function isUrlInput(input: VideoInput): input is { url: string } {
  return typeof input === 'object' && !(input instanceof Uint8Array) && 'url' in input && typeof (input as { url: unknown }).url === 'string';
}
