/** The search request (API and results page), apart from search.ts so that the search box ships no zod. */
import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';
import { MAX_QUERY_LENGTH, RESULTS_PROVIDER_LIMIT, SEARCH_API_MAX_QUERY_LENGTH, normaliseQuery } from './search';

/** The visitor's stored city, when there is one. */
const cityField = z
  .string()
  .trim()
  .max(120, { error: () => m['search.request.cityTooLong']() })
  .optional()
  .default('');

export const searchRequestSchema = z.object({
  q: z
    .string({ error: () => m['search.request.qRequired']() })
    .transform(normaliseQuery)
    .pipe(
      z
        .string()
        .min(1, { error: () => m['search.request.typeSomething']() })
        .max(MAX_QUERY_LENGTH, { error: () => m['search.request.tooLong']({ max: MAX_QUERY_LENGTH }) }),
    ),
  /** Optional: providers limited to this city by the listing's city rule. */
  city: cityField,
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/**
 * GET /api/search: the text (empty or one letter answers nothing, without a search), the visitor's
 * stored city, and optionally how many providers (the search box asks for a few).
 */
export const searchApiRequestSchema = z.object({
  q: z
    .string()
    .optional()
    .default('')
    .transform(normaliseQuery)
    .pipe(z.string().max(SEARCH_API_MAX_QUERY_LENGTH, { error: () => m['search.request.tooLong']({ max: SEARCH_API_MAX_QUERY_LENGTH }) })),
  city: cityField,
  limit: z.coerce
    .number({ error: () => m['search.request.limit']() })
    .int({ error: () => m['search.request.limit']() })
    .min(1, { error: () => m['search.request.limitRange']({ max: RESULTS_PROVIDER_LIMIT }) })
    .max(RESULTS_PROVIDER_LIMIT, { error: () => m['search.request.limitRange']({ max: RESULTS_PROVIDER_LIMIT }) })
    .optional(),
});
