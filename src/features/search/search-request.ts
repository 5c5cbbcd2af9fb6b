/** The search request (API and results page), apart from search.ts so that the search box ships no zod. */
import { z } from '../../lib/zod';
import { MAX_QUERY_LENGTH, normaliseQuery } from './search';

export const searchRequestSchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform(normaliseQuery)
    .pipe(z.string().min(1, 'Type what you are looking for').max(MAX_QUERY_LENGTH, `Search text is at most ${MAX_QUERY_LENGTH} characters`)),
  /** Optional: providers limited to this city by the listing's city rule. */
  city: z.string().trim().max(120, 'City is too long').optional().default(''),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

