/**
 * The one Drizzle schema for PGlite and PostgreSQL alike (SPEC.md section 3 and what the product needs
 * around it). Migrations in /migrations are generated from this file by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clock } from '../clock';
/**
 * The prior of "best rated first" (features/listings/ranking.ts explains the Bayesian average): every listing
 * counts as if it had PRIOR_WEIGHT ratings of PRIOR_MEAN before its first real one. Kept here because the
 * stored column below is computed with them, and fixed by its migration: changing them needs a new one.
 */
export const PRIOR_MEAN = 3.5;
export const PRIOR_WEIGHT = 5;

/** ranking.ts rankScore as SQL. */
const rankScoreSql = sql.raw(
  `(${PRIOR_WEIGHT}::double precision * ${PRIOR_MEAN} + ratings_average * rating_count) / (${PRIOR_WEIGHT} + rating_count)`,
);

/**
 * A moment a row was made or changed, "now" by default. Drizzle's inserts fill it from the server's clock
 * (clock.ts: the system time, except on a test server whose clock was moved); the database's own `now()`
 * stays the column's default for rows written in SQL.
 */
const stamp = (name: string) =>
  timestamp(name, { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => clock.now());
const createdAt = () => stamp('created_at');

/** A required link to the row this one belongs to (its user, listing, business): deleting that row deletes this one. */
const belongsTo = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional link (who wrote or did it, when known) that is cleared when its row is deleted. */
const clearedWith = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'set null' });

// ---------------------------------------------------------------------------------------------
// People and sign-in
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased and trimmed. Null for an account made by signing in with a mobile number. */
    email: text('email').unique(),
    /**
     * The account's verified mobile as +91XXXXXXXXXX (E.164), set only once a code sent to it was entered
     * (sign-in by mobile, or adding it on the profile): one account a mobile. Where a member's lead alerts go.
     */
    mobile: text('mobile').unique(),
    /**
     * The email as one person (canonicalEmail in src/features/auth/auth.ts: no +tag, no Gmail dots), for
     * counting only: an invite earns nothing when its new user is someone already here under another spelling.
     */
    canonicalEmail: text('canonical_email'),
    /** The code in the user's invite link `{origin}/invite/{ref_code}`. */
    refCode: text('ref_code').notNull().unique(),
    /**
     * The language the person chose with the switch ('hi', 'bn'; src/pages/language.ts), for the mails and
     * messages sent to them outside their own requests; kept as they sign in from a choice made signed out, or
     * for a new account from its page's language (language-choice.ts localeToKeepAtSignIn). Null: never chose (English).
     */
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (t) => [index('users_canonical_email_idx').on(t.canonicalEmail)],
);

/** A profile exists once the first-time creation form was sent (summary status 1, else 2). */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preName: text('pre_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  dob: date('dob').notNull(),
  maritalStatus: text('marital_status').notNull(),
  pincode: text('pincode').notNull(),
  city: text('city').notNull(),
  landmark: text('landmark').notNull(),
  nationality: text('nationality').notNull(),
  country: text('country').notNull(),
  landlineNumber: text('landline_number'),
  address: text('address').notNull(),
  profilePic: text('profile_pic'),
  createdAt: createdAt(),
  updatedAt: stamp('updated_at'),
});

/** Sessions hold only the SHA-256 of the bearer token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, written at most every few minutes (SESSION_TOUCH_MS); a session idle too long ends. */
    lastSeenAt: stamp('last_seen_at'),
    /** "Chrome on Android": a short summary of the browser that signed in, for "Where you're signed in". */
    device: text('device'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * What a POST sent with an `Idempotency-Key` answered (src/lib/server/idempotency.ts): one row a caller and key,
 * written before the request runs (`status` null while it runs), so that a repeat answers the same.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: the signed-in user, or a hash of the address of a visitor who is not ('u:7', 'a:…'). */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** A hash of the method, route and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** One-time sign-in codes, stored only as a hash. Only the newest unused code of an email is valid. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** Where the code went: an email, or a mobile as +91XXXXXXXXXX (auth.ts signInAddressKey). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.createdAt)],
);

/**
 * Counters for every rate limit, one a key and fixed window: src/lib/server/rate-limit.ts slides a window over
 * the current one and the one before. They live in the database so that they hold across server processes
 * (STYLE.md: no in-memory limiters).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** A category tree of any depth: main categories have no parent. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    description: text('description').notNull().default(''),
    /** The 'Starts ₹N' hint, whole rupees. */
    price: integer('price').notNull(),
    /** Transport-type categories get the booking modal with route and price per km. */
    isTransport: boolean('is_transport').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder), index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/**
 * Other words for a category that search understands: English synonyms, Hindi and Bengali script
 * names, and the romanised words people type ('nalsaz', 'bijli wala'). Rows, not code, so that the
 * catalogue can grow them; the demo seed loads src/features/search/synonyms/.
 */
export const categorySynonyms = pgTable(
  'category_synonyms',
  {
    id: serial('id').primaryKey(),
    categoryId: belongsTo('category_id', () => categories.id),
    term: text('term').notNull(),
    /** BCP 47: 'en', 'hi', 'bn', 'hi-Latn' (romanised Hindi), 'bn-Latn'. */
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_synonyms_category_term_idx').on(t.categoryId, t.term)],
);

/** Searches that found nothing, counted by their normalised text, so that the catalogue can learn from them. */
export const searchMisses = pgTable('search_misses', {
  /** Lower case, spaces collapsed, at most 100 characters. */
  query: text('query').primaryKey(),
  count: integer('count').notNull().default(1),
  lastAt: stamp('last_at'),
});

/** A partner business (a "store"); `id` is the spec's emp_id. Each has a mini-site at /partner/{slug}. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name'),
    tagline: text('tagline').notNull().default(''),
    about: text('about').notNull().default(''),
    businessLocationName: text('business_location_name').notNull(),
    city: text('city').notNull(),
    email: text('email'),
    mobile: text('mobile').notNull(),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    featuredImage: text('featured_image').notNull(),
    /** JSON list of image file names; kept as text because partner payloads may send a string. */
    otherImages: text('other_images').notNull().default('[]'),
    /** day_open as the partner sent it (JSON text): 'everyday' or a per-day list. May be malformed. */
    dayOpen: text('day_open'),
    brandColor: text('brand_color').notNull().default('#0f766e'),
    accentColor: text('accent_color').notNull().default('#f59e0b'),
    trafficCount: integer('traffic_count').notNull().default(0),
    callCount: integer('call_count').notNull().default(0),
    /**
     * The measured response time (features/track-record/track-record.ts): the median whole minutes from a lead to the
     * business's first answer over the last REPLY_WINDOW_DAYS, and how many answered leads it comes from. Kept
     * here (refreshed when a lead gets its first answer, and at start-up) so the listing query reads two columns.
     */
    replyMinutes: integer('reply_minutes'),
    replySample: integer('reply_sample').notNull().default(0),
    /** Kept to its quote: completed jobs whose customer told the final bill, and how many matched the quote. */
    quoteJobs: integer('quote_jobs').notNull().default(0),
    quoteMatched: integer('quote_matched').notNull().default(0),
    /** Badges an operator confirmed (features/operators/badges.ts): the GSTIN checked, and when; when the address was checked. */
    gstin: text('gstin'),
    gstConfirmedAt: timestamp('gst_confirmed_at', { withTimezone: true }),
    addressCheckedAt: timestamp('address_checked_at', { withTimezone: true }),
    /**
     * Whether the public sees the business (db/listed.ts PARTNER_STATE): 'live'; a business that joined by itself
     * (/become-a-partner) is 'draft' until an operator approves it ('live') or turns it down ('rejected', with the
     * reason its owner reads). Its listings stay `draft` as long.
     */
    state: text('state').notNull().default('live'),
    stateReason: text('state_reason').notNull().default(''),
    /** When an operator approved or turned the business down. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('partners_city_idx').on(t.city), index('partners_draft_idx').on(t.createdAt).where(sql`state = 'draft'`)],
);

/** A service listing of a partner in one category: the spec's services_id. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    partnerId: belongsTo('partner_id', () => partners.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull().unique(),
    serviceName: text('service_name').notNull(),
    description: text('description').notNull().default(''),
    serviceAddress: text('service_address').notNull(),
    /** The city the address names, derived when the listing is written (search/place-of-address.ts). */
    city: text('city').notNull(),
    /** The locality the address names ('Salt Lake'), derived with the city; null when it names none we know. */
    locality: text('locality'),
    /**
     * What search matches a listing on (listings/search-text.server.ts): its name, address, locality and its
     * category's names and synonyms in every language, lower-cased. Kept by SQL when any of them changes.
     */
    searchText: text('search_text').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Rupees: the starting price, or for transport the price per km. */
    price: doublePrecision('price').notNull(),
    contactNo: text('contact_no').notNull(),
    featuredImage: text('featured_image').notNull(),
    basicInfo: text('basic_info').notNull().default(''),
    otherInfo: text('other_info').notNull().default(''),
    /** Opening hours in the partner's day_open shape (JSON text), null when unknown. */
    hours: text('hours'),
    ratingsAverage: doublePrecision('ratings_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * "Best rated first" (features/listings/ranking.ts): the Bayesian average of the ratings, kept by
     * PostgreSQL from the average and the count on every write, so no write path can forget it.
     */
    rankScore: doublePrecision('rank_score').notNull().generatedAlwaysAs(rankScoreSql),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Typical minutes to answer an enquiry; "Quick Response" means 30 or less. */
    responseMinutes: integer('response_minutes').notNull().default(60),
    yearEstablished: integer('year_established'),
    /** Set when an operator takes the listing down (the takedowns table holds why): it leaves every public page and answer. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /** A listing of a business not approved yet (partners.state 'draft' or 'rejected'): it is on no public page or answer. */
    draft: boolean('draft').notNull().default(false),
    /**
     * "Phone verified" (partners/listing-phone.server.ts): the number a code sent by SMS was entered for, and when.
     * The badge shows while it is still the listing's number. The code waiting, its expiry and wrong tries beside it.
     */
    phoneVerifiedNumber: text('phone_verified_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    phoneCodeHash: text('phone_code_hash'),
    phoneCodeExpiresAt: timestamp('phone_code_expires_at', { withTimezone: true }),
    phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId),
    // A business's listings; with their creation, the sitemap index's partner files read it alone (index-only).
    index('services_partner_created_idx').on(t.partnerId, t.createdAt),
    index('services_rating_idx').on(t.ratingsAverage),
    // The indexes below are built by live-indexes.ts (CONCURRENTLY on PostgreSQL), not by the migrations.
    // The orders of the lists (ranking.server.ts bestRatedFirst; newest, cheapest) hold the listings the public sees
    // only (db/listed.ts, which every list filters with), and after their keys the columns the list filters read
    // (rating, price, verified): a list, filtered or not, is an index-only scan, with no read of the table to tell a taken-down
    // or draft listing or to check a rating. Holding every listing, a list read a table row per entry passed: at a
    // million listings a big category in Mumbai read 4,800 blocks (38-64 ms), now its ~3,000 entries (under 1 ms).
    // The listing and store list of one category, best rated first.
    index('services_listed_category_rank_idx')
      .on(t.categoryId, t.rankScore.desc(), t.ratingCount.desc(), t.id, t.ratingsAverage, t.price, t.isVerified)
      .where(sql`taken_down_at IS NULL AND NOT draft`),
    // A category subtree in a city, best rated first.
    index('services_listed_city_category_rank_idx')
      .on(t.city, t.categoryId, t.rankScore.desc(), t.ratingCount.desc(), t.id, t.ratingsAverage, t.price, t.isVerified)
      .where(sql`taken_down_at IS NULL AND NOT draft`),
    // Everywhere, best rated first: scanned in order and filtered by category (and by city, where the planner would
    // rather walk the order than sort a big city's list).
    index('services_listed_rank_idx')
      .on(t.rankScore.desc(), t.ratingCount.desc(), t.id, t.categoryId, t.city, t.ratingsAverage, t.price, t.isVerified)
      .where(sql`taken_down_at IS NULL AND NOT draft`),
    // Everywhere, newest or cheapest first: read in order (backwards for newest) and filtered by category and city.
    index('services_listed_created_idx')
      .on(t.createdAt, t.id, t.categoryId, t.city, t.ratingsAverage, t.ratingCount, t.price, t.isVerified)
      .where(sql`taken_down_at IS NULL AND NOT draft`),
    index('services_listed_price_idx')
      .on(t.price, t.id, t.categoryId, t.city, t.ratingsAverage, t.ratingCount, t.isVerified)
      .where(sql`taken_down_at IS NULL AND NOT draft`),
    // An address holding the text (a street), in a city or everywhere (from its second column alone). With the city in
    // the index, a city's few matches are found from it; with the address's trigrams alone, the planner took a text
    // every other state's addresses hold ('des': Pradesh) for common in Delhi too, and read all 1M rows for none (1.4 s).
    index('services_city_address_idx').using('gin', t.city, sql`${t.serviceAddress} gin_trgm_ops`),
    // Search in a city: the city's entries and the text's trigrams met inside one GIN index (btree_gin); without
    // a city, the same index answers from the text's trigrams alone.
    index('services_city_search_idx').using('gin', t.city, sql`${t.searchText} gin_trgm_ops`),
    // Text too short for trigrams: names that start with it, in a city (search.server.ts providerMatch).
    index('services_city_name_prefix_idx').on(t.city, sql`lower(${t.serviceName}) text_pattern_ops`),
    // Typos in a name, in a city (providerMatch's fuzzy branch): not every such name in India, then the city's;
    // without a city, from the name's trigrams alone.
    index('services_city_name_trgm_idx').using('gin', t.city, sql`${t.serviceName} gin_trgm_ops`),
    // Listings whose place or search text is still to be derived (places.server.ts): none once the backfill is done,
    // so a start tells in one index probe that it has nothing to do, instead of reading every listing in steps.
    index('services_unfilled_idx').on(t.id).where(sql`locality IS NULL OR search_text = ''`),
    // Every listing's creation by id: the sitemap index's newest listing of each id range, without reading the table.
    index('services_created_idx').on(t.createdAt, t.id, t.categoryId, t.city),
  ],
);

/** Photos of a listing: the partner's own and those signed-in customers add. */
export const servicePhotos = pgTable(
  'service_photos',
  {
    id: serial('id').primaryKey(),
    serviceId: belongsTo('service_id', () => services.id),
    userId: clearedWith('user_id', () => users.id),
    url: text('url').notNull(),
    /**
     * The owner's order (0 first), set when the owner orders the photos; null for a photo added since,
     * which shows before the ordered ones, newest first (listings/listing-details.server.ts photoOrder).
     */
    position: integer('position'),
    createdAt: createdAt(),
  },
  (t) => [index('service_photos_service_idx').on(t.serviceId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// What customers do
// ---------------------------------------------------------------------------------------------

/** One review per user per listing; demo reviews have no user and carry the reviewer's name. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: belongsTo('service_id', () => services.id),
    userId: clearedWith('user_id', () => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    profilePic: text('profile_pic'),
    ratings: smallint('ratings').notNull(),
    comments: text('comments').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The business's public answer ("Response from the owner"), one per review; null when none. */
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    /** "What did you pay in the end?": whole rupees, told by the customer of a completed job; null when not told. */
    finalBill: integer('final_bill'),
    /** The quote of that job (its won lead's quote, or the completed booking's price) when the bill was told. */
    quotedAmount: integer('quoted_amount'),
    /** The job's lead, when the bill was told. */
    leadId: integer('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('reviews_service_idx').on(t.serviceId, t.createdAt), uniqueIndex('reviews_service_user_idx').on(t.serviceId, t.userId)],
);

/** A helpful vote counts once per voter (a user id or a hashed visitor key). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: belongsTo('review_id', () => reviews.id),
    voterKey: text('voter_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    serviceId: belongsTo('service_id', () => services.id),
    userId: clearedWith('user_id', () => users.id),
    askedBy: text('asked_by').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [index('questions_service_idx').on(t.serviceId, t.createdAt)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: belongsTo('user_id', () => users.id),
    serviceId: belongsTo('service_id', () => services.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    message: text('message').notNull(),
    /** 0 unseen, 1 seen (SPEC.md section 3). */
    isSeen: smallint('is_seen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    serviceId: belongsTo('service_id', () => services.id),
    userId: clearedWith('user_id', () => users.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    price: doublePrecision('price'),
    /**
     * One customer request sent to several businesses is one row per business: the first row is the request
     * (request_id null), the others point at it. GET /api/my-enquiries lists requests with their leads as offers.
     */
    requestId: integer('request_id').references((): AnyPgColumn => enquiries.id, { onDelete: 'cascade' }),
    /** The request's state, kept on its first row: 'open', 'accepted' or 'withdrawn' (features/leads/leads.ts). */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_service_idx').on(t.serviceId), index('enquiries_user_idx').on(t.userId), index('enquiries_request_idx').on(t.requestId)],
);

/** Booking status codes: 6 Pending, 1 Confirmed (SPEC.md section 4). */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    serviceId: belongsTo('service_id', () => services.id),
    userId: belongsTo('user_id', () => users.id),
    /** 'ride' (a transport listing's trip) or 'visit' (a home service's booked visit). */
    kind: text('kind').notNull().default('ride'),
    /** A ride's route and quote; null for a visit. */
    pickupLocation: text('pickup_location'),
    destinationLocation: text('destination_location'),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    distanceKm: doublePrecision('distance_km'),
    distanceText: text('distance_text'),
    durationText: text('duration_text'),
    /** A ride's price; 0 for a visit (the business quotes on the spot). */
    price: doublePrecision('price').notNull().default(0),
    /** A visit's India day (YYYY-MM-DD), time window ('10:00-12:00'), where to come and the customer's note. */
    visitDate: text('visit_date'),
    slot: text('slot'),
    address: text('address'),
    note: text('note'),
    status: smallint('status').notNull().default(6),
    /** Why the business declined it, shown to the customer. */
    declineReason: text('decline_reason'),
    /** When the business confirmed or declined it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * Another day and window the business proposed for a pending visit (features/bookings/visit-proposals.ts);
     * the customer accepts it (the visit moves there, Confirmed) or refuses it (Cancelled). Null when none is open.
     */
    proposedDate: text('proposed_date'),
    proposedSlot: text('proposed_slot'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_user_idx').on(t.userId, t.createdAt), index('bookings_service_idx').on(t.serviceId)],
);

/**
 * A lead: one business's copy of a customer's request (an enquiry, a ride booking or a booked visit), with
 * what the business did with it (seen, quoted) and how it ended (features/leads/leads.ts LEAD_STATUSES).
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** 'enquiry', 'booking' or 'visit'. */
    kind: text('kind').notNull(),
    partnerId: belongsTo('partner_id', () => partners.id),
    serviceId: belongsTo('service_id', () => services.id),
    /** The customer, when signed in (a visitor's enquiry has none). */
    userId: clearedWith('user_id', () => users.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** The row it copies: its enquiry (kind 'enquiry') or its booking ('booking', 'visit'). */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** An enquiry's "What needs doing?" (features/enquiries/enquiries.ts), or null. */
    details: text('details'),
    /** When the customer needs it: 'now', 'today', 'week' or an India day (YYYY-MM-DD); null when not said. */
    neededWhen: text('needed_when'),
    /** The URLs of the customer's photos of the job (at most ENQUIRY_PHOTOS_MAX), stored by lib/server/images.ts. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('new'),
    /** When a member first opened it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The business's first answer (a quote, or a call from the lead): its response time is measured from created_at. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    /** Whole rupees. */
    quoteAmount: integer('quote_amount'),
    quoteMessage: text('quote_message'),
    quoteVisitAt: timestamp('quote_visit_at', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The inbox: one business's leads, newest first.
    index('leads_partner_created_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
    // The customer's enquiries and their offers.
    index('leads_enquiry_idx').on(t.enquiryId),
    index('leads_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('leads_booking_idx').on(t.bookingId),
    // Leads nobody answered, for expiry.
    index('leads_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What happened to a row of a process (a lead, a booking): one event per transition taken, with who took it
 * and when (lib/server/transition.ts). The states are the process's own names (lead-process.ts,
 * booking-process.ts), never the stored codes.
 */
export const processEvents = pgTable(
  'process_events',
  {
    id: serial('id').primaryKey(),
    /** 'lead' or 'booking'. */
    process: text('process').notNull(),
    subjectId: integer('subject_id').notNull(),
    transition: text('transition').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** 'customer', 'member', 'operator' or 'system' (lib/process.ts). */
    actorKind: text('actor_kind').notNull(),
    actorUserId: clearedWith('actor_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('process_events_subject_idx').on(t.process, t.subjectId, t.id)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    feedback: text('feedback').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

/** A friend who joined through an invite link; each invitee counts once and earns the inviter a reward. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    inviterId: belongsTo('inviter_id', () => users.id),
    inviteeId: belongsTo('invitee_id', () => users.id).unique(),
    code: text('code').notNull(),
    /** Reward credited to the inviter, whole rupees. */
    rewardAmount: integer('reward_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invites_inviter_idx').on(t.inviterId)],
);

// ---------------------------------------------------------------------------------------------
// Messages to us and to partners, and partner counters
// ---------------------------------------------------------------------------------------------

/** Sign-ups from /become-a-partner. */
export const partnerLeads = pgTable('partner_leads', {
  id: serial('id').primaryKey(),
  plan: text('plan').notNull(),
  name: text('name').notNull(),
  businessName: text('business_name').notNull(),
  businessLocation: text('business_location').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  pincode: text('pincode').notNull(),
  createdAt: createdAt(),
});

/** Messages from /contact-us (partner_id null) and from a partner mini-site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_partner_idx').on(t.partnerId)],
);

/**
 * Grievances (features/grievances, CONTRACT.md "Operators, grievances and takedowns"): anyone may file one; the
 * ticket and a token (kept hashed; the link in the acknowledgement carries it) or the email open its page. The
 * clocks are written when it is filed, from its kind (grievances.ts GRIEVANCE_CLOCKS).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    ticket: text('ticket').notNull().unique(),
    tokenHash: text('token_hash').notNull(),
    userId: clearedWith('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    about: text('about').notNull(),
    /** 'consumer' or 'content': which timelines apply. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    locale: text('locale').notNull().default('en'),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: clearedWith('acknowledged_by', () => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: clearedWith('resolved_by', () => users.id),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [index('grievances_open_idx').on(t.resolvedAt, t.createdAt)],
);

/**
 * Content taken down by an operator (a review, a photo, a question: the row itself leaves its table and its
 * content is kept here; a listing: services.taken_down_at is set). Never deleted: with the audit log it is the record.
 */
export const takedowns = pgTable(
  'takedowns',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The listing it was on (or the listing itself), for the caches it leaves. */
    serviceId: integer('service_id'),
    reason: text('reason').notNull(),
    orderRef: text('order_ref'),
    operatorId: clearedWith('operator_id', () => users.id),
    /** What was taken down, as it was (the row's columns). */
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('takedowns_subject_idx').on(t.kind, t.subjectId), index('takedowns_created_idx').on(t.createdAt)],
);

/** Partner-page visits, one per visit id, so a reload within a visit does not count twice. */
export const partnerVisits = pgTable(
  'partner_visits',
  {
    partnerId: belongsTo('partner_id', () => partners.id),
    visitId: text('visit_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.visitId] })],
);

// ---------------------------------------------------------------------------------------------
// Businesses run their own listing
// ---------------------------------------------------------------------------------------------

/** The people who run a partner business on Seva: an owner may do everything, staff handle leads and bookings. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: belongsTo('partner_id', () => partners.id),
    userId: belongsTo('user_id', () => users.id),
    /** 'owner' or 'staff' (src/features/members/members.ts MEMBER_ROLES). */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId] }), index('partner_members_user_idx').on(t.userId)],
);

/** A business a customer blocked: "also ask" never sends their enquiries to it (features/leads/blocks.ts). */
export const customerBlocks = pgTable(
  'customer_blocks',
  {
    userId: belongsTo('user_id', () => users.id),
    partnerId: belongsTo('partner_id', () => partners.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] })],
);

/**
 * "Own this business?" from someone whose email is not the listing's: kept for support to check (by the
 * business phone) and mailed to SUPPORT_EMAIL.
 */
export const partnerClaims = pgTable(
  'partner_claims',
  {
    id: serial('id').primaryKey(),
    partnerId: belongsTo('partner_id', () => partners.id),
    userId: belongsTo('user_id', () => users.id),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    /** 'pending' until an operator decides, then 'approved' or 'rejected' (features/members/claims.ts CLAIM_STATES). */
    status: text('status').notNull().default('pending'),
    /** The operator who decided, when, and the reason given with a rejection. */
    decidedBy: clearedWith('decided_by', () => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('partner_claims_partner_idx').on(t.partnerId), index('partner_claims_user_idx').on(t.userId)],
);

/**
 * A listing email an owner set that is not confirmed yet: it counts for claims only once the code mailed to it
 * is entered (the row is then deleted). One a business: a newer email replaces the check.
 */
export const partnerEmailChecks = pgTable('partner_email_checks', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  /** The code's hash (auth/otp-crypto.server.ts), never the code. */
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The people who run the marketplace (src/features/operators): a user is an operator while a row is here. The
 * first ones come from OPERATOR_EMAILS at start (granted_by null); an operator may make another one.
 */
export const operators = pgTable('operators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: clearedWith('granted_by', () => users.id),
  createdAt: createdAt(),
});

/**
 * Every operator action (features/operators/audit.server.ts): who (null: the configuration, or an operator whose
 * account was deleted), what (an `operator.*` action of members/permissions.ts), on what (a kind and its id or
 * ticket), when and why, written in the transaction of the action itself.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    operatorId: clearedWith('operator_id', () => users.id),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('operator_audit_subject_idx').on(t.subjectKind, t.subjectId), index('operator_audit_created_idx').on(t.createdAt)],
);

/**
 * A personal data breach told to the people it affects (features/operators/breach-notices.server.ts,
 * docs/breach-runbook.md): what they were told, how many, by which operator and when. Not their addresses.
 */
export const breachNotices = pgTable('breach_notices', {
  id: serial('id').primaryKey(),
  incident: text('incident').notNull(),
  operatorId: clearedWith('operator_id', () => users.id),
  whatHappened: text('what_happened').notNull(),
  dataAffected: text('data_affected').notNull(),
  whatWeDo: text('what_we_do').notNull(),
  whatYouCanDo: text('what_you_can_do').notNull(),
  told: integer('told').notNull(),
  createdAt: createdAt(),
});

/**
 * The mini-site's "Our services" grid as the owner writes it, in the owner's order. A business with no rows
 * here shows its listings in the grid, as before.
 */
export const partnerSiteServices = pgTable(
  'partner_site_services',
  {
    id: serial('id').primaryKey(),
    partnerId: belongsTo('partner_id', () => partners.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'Starting at' price in rupees; null when the owner gives none. */
    price: doublePrecision('price'),
    /** One of a fixed set of icon names. */
    icon: text('icon').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_site_services_partner_idx').on(t.partnerId, t.position)],
);

/** A business believes a review of it is fake: kept for support (and mailed to SUPPORT_EMAIL), once per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: belongsTo('review_id', () => reviews.id),
    partnerId: belongsTo('partner_id', () => partners.id),
    userId: clearedWith('user_id', () => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** When an operator acknowledged it (the 24-hour clock stops; the 15-day one runs on). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When an operator dismissed it (the review stays); null while it waits. A report whose review is taken down goes with it. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('review_reports_review_partner_idx').on(t.reviewId, t.partnerId)],
);

/**
 * What customers did with a business, counted per India day for its insights: visits, calls, enquiries,
 * bookings, quotes, won leads. The totals on partners (traffic_count, call_count) stay as they are.
 */
export const partnerDailyEvents = pgTable(
  'partner_daily_events',
  {
    partnerId: belongsTo('partner_id', () => partners.id),
    /** The calendar day in India (Asia/Kolkata). */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day, t.kind] })],
);

/** Staff an owner invited by email: the invitee becomes a member when they sign in with that email. */
export const partnerInvites = pgTable(
  'partner_invites',
  {
    id: serial('id').primaryKey(),
    partnerId: belongsTo('partner_id', () => partners.id),
    email: text('email').notNull(),
    role: text('role').notNull().default('staff'),
    invitedBy: clearedWith('invited_by', () => users.id),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('partner_invites_partner_email_idx').on(t.partnerId, t.email), index('partner_invites_email_idx').on(t.email)],
);

/** Free-form key/value facts about the database itself (e.g. which demo catalogue version is loaded). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stamp('updated_at'),
});

// ---------------------------------------------------------------------------------------------
// Background work
// ---------------------------------------------------------------------------------------------

/**
 * The job queue (src/lib/server/jobs.ts): work done behind the requests, claimed by one instance at a time.
 * A row lives while its job waits or runs: a one-off job's row is deleted once done; a periodic job keeps one
 * row whose run_at moves to its next turn. (name, key) is unique: enqueuing a job that already waits changes
 * nothing (or replaces its payload), so two instances asking for the same work get it done once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it (a JobDefinition's name). */
    name: text('name').notNull(),
    /** What makes it one job among its name's ('' for the only one): a business's id, 'every' for a periodic job. */
    key: text('key').notNull().default(''),
    /** The handler's input; a job done in steps keeps its cursor here. */
    payload: jsonb('payload').notNull().default({}),
    /** Not claimed before this moment (the server clock's). */
    runAt: stamp('run_at'),
    /** Claims so far since it last succeeded (retries back off by it). */
    attempts: integer('attempts').notNull().default(0),
    /** The claim's token, and until when it holds: past it, another instance takes the job again (a killed instance's lease). */
    lockToken: text('lock_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when a one-off job failed its last attempt: it stays, unclaimed, for someone to read. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_name_key_idx').on(t.name, t.key), index('jobs_due_idx').on(t.runAt)],
);

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/**
 * Addresses that asked for no more messages on a channel (src/features/consent/opt-outs.server.ts): a mobile
 * that answered STOP on WhatsApp (src/pages/api/webhooks/whatsapp.ts), … A channel sends nothing to an address
 * listed here for it. One row an address and channel: asking again keeps the first moment.
 */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    id: serial('id').primaryKey(),
    /** A mobile as +91XXXXXXXXXX, or an email address. */
    address: text('address').notNull(),
    /** 'sms', 'whatsapp', 'email' or 'push' (outbox/channel.ts ChannelName). */
    channel: text('channel').notNull(),
    at: stamp('at'),
  },
  (t) => [uniqueIndex('message_opt_outs_address_channel_idx').on(t.address, t.channel)],
);

// ---------------------------------------------------------------------------------------------
// Web Push
// ---------------------------------------------------------------------------------------------

/**
 * A browser that turned on "Alert me on this phone" (the Push API's subscription): its push service's
 * endpoint (unique: one browser, one signed-in person at a time) and the keys its payloads are encrypted
 * to (RFC 8291). Deleted when the person turns it off or the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": for the person to tell their phones apart, never the full User-Agent. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Values the server made for itself and every instance must share (the generated VAPID key pair when
 * VAPID_* are not set and DATABASE_URL is): written once (the first instance wins), read by all.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The one durable outbox (CONTRACT.md "Messages"; src/lib/server/outbox/): every message to a person is a row
 * written in the transaction of its event and delivered by the outbox worker, one instance at a time. One row
 * per (event, channel, recipient): writing the same event twice writes nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What makes the event one ('lead-alert:123', 'sign-in-code:<uuid>'): with channel and recipient, unique. */
    eventKey: text('event_key').notNull(),
    /** What happened ('sign-in-code', 'lead-alert', …): logs and the operators' list name it, never the text. */
    event: text('event').notNull(),
    /** 'email' | 'sms' | 'whatsapp' | 'push' (outbox/channel.ts). */
    channel: text('channel').notNull(),
    /** An email address, a mobile as +91XXXXXXXXXX, or for push a user id. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    /** What the person reads; emptied (with data) once sent, so a sign-in code does not outlive its delivery. */
    text: text('text').notNull(),
    data: jsonb('data').notNull().default({}),
    /** 'pending' | 'retrying' | 'sent' | 'given-up' (outbox/outbox.ts). */
    status: text('status').notNull().default('pending'),
    /** Sign-in codes and new leads go before the rest. */
    urgent: boolean('urgent').notNull().default(false),
    /** Claims so far (a claim counts, so a worker killed mid-send uses up an attempt). */
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this moment (the server clock's): the back-off after a failure. */
    nextAttemptAt: stamp('next_attempt_at'),
    /** The claim's token and lease: past locked_until another instance may take the row again. */
    lockToken: text('lock_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure, short and with addresses and numbers blanked out. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_event_channel_recipient_idx').on(t.eventKey, t.channel, t.recipient),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'retrying')`),
    index('outbox_given_up_idx').on(t.createdAt).where(sql`status <> 'sent'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Choices and consent
// ---------------------------------------------------------------------------------------------

/**
 * A person's choices about messages (src/features/consent/preferences.ts): quiet hours for messages that can
 * wait. One row a user, written the first time they save; no row = the defaults (quiet 22:00–08:00 India time).
 */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    quietHours: boolean('quiet_hours').notNull().default(true),
    /** Minutes after midnight, India time, on the half hour: quiet from…to (across midnight when from > to). */
    quietFrom: smallint('quiet_from').notNull().default(1320),
    quietTo: smallint('quiet_to').notNull().default(480),
    updatedAt: stamp('updated_at'),
  },
  // The rule of consent/preferences.ts quietHoursSchema, kept by the database too: a time of day on the half hour, and a span.
  (t) => [
    check('message_preferences_quiet_from_check', sql`${t.quietFrom} between 0 and 1410 and ${t.quietFrom} % 30 = 0`),
    check('message_preferences_quiet_to_check', sql`${t.quietTo} between 0 and 1410 and ${t.quietTo} % 30 = 0`),
    check('message_preferences_quiet_span_check', sql`${t.quietFrom} <> ${t.quietTo}`),
  ],
);

/**
 * Consent as evidence (src/features/consent/preferences.ts): every time a person turns a channel on or off, one
 * row, never changed. A person's current choice for an audience and channel is its latest row; none = the
 * default. `audience` is whose messages: 'customer' (their own enquiries and bookings) or 'member' (their
 * business's leads); `source` says how it was given ('profile form', 'workspace form', …).
 */
export const messageConsents = pgTable(
  'message_consents',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    audience: text('audience').notNull(),
    /** 'email', 'sms', 'whatsapp' or 'push' (outbox/channel.ts ChannelName). */
    channel: text('channel').notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    at: stamp('at'),
  },
  (t) => [index('message_consents_user_idx').on(t.userId, t.audience, t.channel, t.id)],
);

/**
 * Consent to a purpose (src/features/privacy/consents.ts), kept so that it can be shown, withdrawn and, later,
 * handed to a registered consent manager: who, for what, under which version of the notice, how it was given
 * (an action of the person: 'sign-in', 'enquiry', 'visit', 'ride') and when; withdrawing stamps the row. A
 * person's consent to a purpose is their latest row; given again after a withdrawal, a new row.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version').notNull(),
    source: text('source').notNull(),
    givenAt: stamp('given_at'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose, t.id)],
);

/**
 * Who saw a customer's number (src/features/leads/contact-views.server.ts): a member's reading of a lead that
 * showed it, once a day per lead and member, kept one year for investigations (DPDP Rules, rule 6) and then
 * deleted by `leads.contact-views.retention`.
 */
export const contactViews = pgTable(
  'contact_views',
  {
    id: serial('id').primaryKey(),
    leadId: belongsTo('lead_id', () => leads.id),
    partnerId: belongsTo('partner_id', () => partners.id),
    /** The member who read it (null once their account is deleted). */
    viewerId: clearedWith('viewer_id', () => users.id),
    /** The India day of the reading. */
    day: date('day', { mode: 'string' }).notNull(),
    at: stamp('at'),
  },
  (t) => [uniqueIndex('contact_views_once_a_day_idx').on(t.leadId, t.viewerId, t.day), index('contact_views_at_idx').on(t.at)],
);
