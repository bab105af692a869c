// GET /webhooks lists the key's endpoints without secrets; POST /webhooks creates or updates one.
import { randomBytes } from 'node:crypto';
import { endpoints, WEBHOOK_EVENT_TYPES, WebhookUpsertRequest, type Webhook } from '../../api/index.ts';
import { UniqueViolationError, type WebhookRecord } from '../../store/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { ApiError, NotFoundError, ValidationError } from '../errors.ts';
import type { UrlGuard } from '../media.ts';

function toWebhook(record: WebhookRecord): Webhook {
  return {
    id: record.id,
    url: record.url,
    events: record.events as Webhook['events'],
    description: record.description,
    enabled: record.enabled,
    disabled_reason: record.disabledReason,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** Runs the URL guard; a refusal without its own problem code becomes `url_not_allowed`. */
export async function guardUrl(guard: UrlGuard, url: string, field: string): Promise<void> {
  try {
    await guard(url);
  } catch (error) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    if (typeof code === 'string' && typeof status === 'number') throw error;
    const reason = error instanceof Error ? error.message : 'the address is not allowed';
    throw new ApiError(400, 'url_not_allowed', `The URL is not allowed: ${reason}`, { errors: [{ path: field, message: reason }] });
  }
}

export function registerWebhooks(app: ZodApp, ctx: ServiceContext): void {
  const list = endpoints.listWebhooks;
  app.route({
    method: list.method,
    url: list.path,
    config: { operation: 'listWebhooks' },
    schema: { response: { 200: list.responses[200].schema } },
    handler: async (request) => ({ data: (await ctx.store.webhooks.list(callerKey(request).id)).map(toWebhook) }),
  });

  const upsert = endpoints.upsertWebhook;
  app.route({
    method: upsert.method,
    url: upsert.path,
    config: { operation: 'upsertWebhook' },
    schema: { body: WebhookUpsertRequest, response: { 200: upsert.responses[200].schema, 201: upsert.responses[201].schema } },
    handler: async (request, reply) => {
      const key = callerKey(request);
      const input = request.body;
      const at = new Date(ctx.clock.now()).toISOString();
      let existing = input.id !== undefined ? await ctx.store.webhooks.get(input.id, key.id) : await ctx.store.webhooks.findByUrl(key.id, input.url);
      if (input.id !== undefined && !existing) throw new NotFoundError(`No webhook endpoint with id ${JSON.stringify(input.id)} for this key.`);
      if (!existing || existing.url !== input.url) await guardUrl(ctx.urlGuard, input.url, 'url');
      const changes = {
        url: input.url,
        ...(input.events ? { events: [...new Set(input.events)] } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      };
      if (!existing) {
        const secret = `whsec_${randomBytes(24).toString('base64')}`;
        const outcome = await ctx.store.webhooks.create(
          {
            id: `wh_${randomBytes(12).toString('base64url')}`,
            keyId: key.id,
            url: input.url,
            secret,
            events: changes.events ?? [...WEBHOOK_EVENT_TYPES],
            description: input.description ?? null,
            enabled: input.enabled ?? true,
            at,
          },
          ctx.config.webhooks.maxPerKey,
        );
        if (outcome.kind === 'limit_reached') {
          throw new ApiError(
            422,
            'webhook_limit_reached',
            `This key has ${outcome.count} webhook endpoints, the most it may have (${ctx.config.webhooks.maxPerKey}); update one of them (by id) instead.`,
            { errors: [{ path: 'url', message: `at most ${ctx.config.webhooks.maxPerKey} endpoints per key` }] },
          );
        }
        if (outcome.kind === 'created') {
          reply.code(201);
          return { ...toWebhook(outcome.webhook), secret };
        }
        // A concurrent request created an endpoint with this url first: this call updates it.
        existing = outcome.webhook;
      }
      let updated;
      try {
        updated = await ctx.store.webhooks.update(existing.id, key.id, changes, at);
      } catch (error) {
        if (!(error instanceof UniqueViolationError)) throw error;
        const clash = await ctx.store.webhooks.findByUrl(key.id, input.url);
        throw new ValidationError([{ path: 'url', message: `endpoint ${clash?.id ?? 'another endpoint'} already has this url` }]);
      }
      if (!updated) throw new NotFoundError(`No webhook endpoint with id ${JSON.stringify(existing.id)} for this key.`);
      reply.code(200);
      return toWebhook(updated);
    },
  });
}
