import { isNull } from 'drizzle-orm';
import { services } from './schema';

/**
 * A listing the public may see: not taken down by an operator (features/operators/takedowns.server.ts). Every
 * public read of listings (lists, search, store lists, details, the partner page, sitemaps, cards, the
 * catalogue's counts) filters with it. Here, beside the schema, so that any feature may read it without
 * importing another.
 */
export const listed = isNull(services.takenDownAt);
