// The category records of `GET /categories`.
import { z } from 'zod';
import { CategoryName, MediaKind } from './common.ts';
import { ModelVersion } from './moderation.ts';

export const SeverityThresholds = z
  .object({
    low: z.number().min(0).max(1),
    medium: z.number().min(0).max(1),
    high: z.number().min(0).max(1),
  })
  .meta({
    id: 'SeverityThresholds',
    description: 'Default minimum confidence at which a finding is reported at each severity.',
  });

export const Category = z
  .object({
    name: CategoryName,
    description: z.string(),
    media: z.array(MediaKind).meta({ description: 'The media in which the engine really detects this category.' }),
    thresholds: SeverityThresholds,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

// Optional so that the client reads a service that does not report a model; this service always does.
export const CategoryList = z.object({ data: z.array(Category), model_version: ModelVersion.optional() }).meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof CategoryList>;
