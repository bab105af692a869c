// GET /categories: the categories the service reports and the media it detects each in.
import { endpoints, type CategoryList } from '../../api/index.ts';
import { CATEGORY_CATALOG } from '../../engine/categories.ts';
import { TEXT_MODEL_VERSION } from '../../engine/index.ts';
import type { ZodApp } from '../context.ts';

export function registerCategories(app: ZodApp): void {
  const { method, path, responses } = endpoints.listCategories;
  const list: CategoryList = { data: [...CATEGORY_CATALOG], model_version: TEXT_MODEL_VERSION };
  app.route({
    method,
    url: path,
    config: { operation: 'listCategories' },
    schema: { response: { 200: responses[200].schema } },
    handler: async () => list,
  });
}
