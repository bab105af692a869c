// GET /results/{id}: any moderation of the calling key in its current state; others' ids are 404.
import { z } from 'zod';
import { endpoints } from '../../api/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { resultResource } from '../result-resource.ts';

const Params = z.strictObject({ id: z.string().min(1).max(100) });

export function registerResults(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.getResult;
  app.route({
    method,
    url: path,
    config: { operation: 'getResult' },
    schema: { params: Params, response: { 200: responses[200].schema } },
    handler: async (request) => {
      const record = await ctx.store.results.get(request.params.id, callerKey(request).id);
      if (!record) throw new NotFoundError(`No result with id ${JSON.stringify(request.params.id)} for this key.`);
      return resultResource(record);
    },
  });
}
