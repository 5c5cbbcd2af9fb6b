import { currentLocale, localisedPath, unlocalisedPath } from './lib/locale-path';

/** Every route of the product in one place (STYLE.md: no route string typed by hand). */
const routes = {
  home: () => '/',
  /** The sign-in page; `redirect` (a path of ours) is where it returns to (`?redirect=`, checked by src/lib/safe-redirect.ts). */
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  otpVerification: () => '/otp-verification',
  profile: (section?: string) => (section ? `/profile#${section}` : '/profile'),
  services: () => '/services',
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  about: () => '/about-us',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  contact: () => '/contact-us',
  terms: () => '/terms-conditions',
  privacy: () => '/privacy-policy',
  refund: () => '/refund-policy',
  cancellation: () => '/cancellation-policy',
  /** Filing a grievance, a ticket's page (the mail's link adds `?key=`), the officer and the timelines. */
  grievanceForm: () => '/grievance',
  /** The grievance form filled in to report a photo, a question or a review at `url` (grievances.ts reportPrefill). */
  reportContent: (about: 'photo' | 'question' | 'review', url: string) => `/grievance?about=${about}&url=${encodeURIComponent(url)}`,
  grievance: (ticket: string) => `/grievance/${encodeURIComponent(ticket)}`,
  grievanceOfficer: () => '/grievance-officer',
  /** How the lists are ordered, and what happens to a review (linked from the listing and the review form). */
  ranking: () => '/how-results-are-ranked',
  reviewPolicy: () => '/review-policy',
  becomePartner: () => '/become-a-partner',
  offers: () => '/offers',
  app: () => '/app',
  invite: (code: string) => `/invite/${encodeURIComponent(code)}`,
  category: (slug: string) => `/categories/${slug}`,
  subCategory: (slug: string) => `/sub-category/${slug}`,
  categoryStores: (slug: string) => `/category/services/${slug}`,
  /** The listing page of a category; `city` preselects the city (the details page's breadcrumb). */
  listing: (slug: string, city?: string) => (city ? `/service/${slug}?city=${encodeURIComponent(city)}` : `/service/${slug}`),
  details: (slug: string) => `/details/${slug}`,
  partner: (slug: string) => `/partner/${slug}`,
  partnerStore: (empId: number | string) => `/partner/store/${empId}`,
  /** The business workspace; `partnerId` picks one of several businesses. */
  business: (partnerId?: number) => (partnerId ? `/business?partner=${partnerId}` : '/business'),
  /** A listing of the business, at the part that needs work (`photos`, `hours`, …). */
  businessListing: (servicesId: number, part?: string) => `/business/listing/${servicesId}${part ? `#${part}` : ''}`,
  /** The workspace's sections for one business (WorkspaceNav.astro lists them). */
  businessBookings: (partnerId: number) => `/business/bookings?partner=${partnerId}`,
  businessReviews: (partnerId: number) => `/business/reviews?partner=${partnerId}`,
  businessInsights: (partnerId: number, days?: number) => `/business/insights?partner=${partnerId}${days ? `&days=${days}` : ''}`,
  businessTeam: (partnerId: number) => `/business/team?partner=${partnerId}`,
  /** The lead inbox of one business, optionally one status only; a lead's own page. */
  businessLeads: (partnerId: number, status?: string) => `/business/leads?partner=${partnerId}${status ? `&status=${status}` : ''}`,
  businessLead: (leadId: number) => `/business/leads/${leadId}`,
  /** The mini-site's own parts (services grid, brand colours) of one business. */
  businessSite: (partnerId: number) => `/business/site?partner=${partnerId}`,
  /** "Own this business?": claim a partner's listing. */
  claimBusiness: (partnerId: number) => `/business/claim/${partnerId}`,
  /** The operators' console: the queues (each at its anchor, `#queue-<id>`), the operators and the audit log. */
  operator: (queue?: string) => (queue ? `/operator#queue-${queue}` : '/operator'),
  /** The console's forms: a plain POST to the console with `?do=` naming it. */
  operatorForm: (action: string) => `/operator?do=${encodeURIComponent(action)}`,
  /** The workspace as an installable app (its web app manifest, prerendered); the site's own is /manifest.webmanifest. */
  businessManifest: () => '/business.webmanifest',
  /** What the service worker (public/sw.js, registered at the site's root) shows in place of a page when offline. */
  offline: () => '/offline',
  /** The language switch: remembers `locale` (a cookie) and goes to `page` (an English path of ours) in it. */
  language: (locale: string, page: string) => `/language?to=${locale}&page=${encodeURIComponent(page)}`,
  /** The service worker's script, at the root so that its scope is every page. */
  serviceWorker: () => '/sw.js',

  // for crawlers
  robots: () => '/robots.txt',
  sitemapIndex: () => '/sitemap-index.xml',
  /** The catalogue's one sitemap before it was split: answers 301 to sitemapIndex. */
  sitemapCatalog: () => '/sitemap-catalog.xml',
  /** A catalogue sitemap file listed in the index ('categories', 'details-0', 'partners-0'; src/features/seo/sitemap.ts). */
  sitemapFile: (name: string) => `/sitemaps/${name}.xml`,
} as const;

/**
 * The public pages, which exist in every language ('/hi/services'): `paths.*` of these speak the language of
 * the page (or request) that asks, so that a link on a Hindi page stays Hindi. The workspace, the console,
 * blog posts and the files for browsers and crawlers have one address, English.
 */
const LOCALISED: ReadonlySet<keyof typeof routes> = new Set([
  'home',
  'login',
  'otpVerification',
  'profile',
  'services',
  'search',
  'about',
  'blog',
  'contact',
  'terms',
  'privacy',
  'refund',
  'cancellation',
  'grievanceForm',
  'grievance',
  'grievanceOfficer',
  'ranking',
  'reviewPolicy',
  'becomePartner',
  'offers',
  'app',
  'invite',
  'category',
  'subCategory',
  'categoryStores',
  'listing',
  'details',
  'partner',
  'partnerStore',
] as const);

/**
 * Each localised route as isLocalisedPage matches it, worked out once: its path up to its argument ('/details/'
 * of '/details/x') or the whole path. Asked on every request and for each URL of a sitemap (20,000 a file).
 */
const localisedStems = [...LOCALISED].map((key) => {
  const route = (routes[key] as (...args: string[]) => string)('x').split(/[?#]/)[0] ?? '';
  const takesArgument = route.endsWith('/x');
  return { stem: takesArgument ? route.slice(0, -1) : route, takesArgument };
});

/** Whether `path` (an English path of ours) is a page that exists in every language. */
export const isLocalisedPage = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return localisedStems.some(({ stem, takesArgument }) =>
    takesArgument ? pathname.startsWith(stem) && pathname.length > stem.length : pathname === stem,
  );
};

/** `href` (a path of ours, made before any page asked, as a module's table is) in the language of the page that shows it. */
export const inPageLanguage = (href: string) => {
  const english = unlocalisedPath(href);
  return isLocalisedPage(english) ? localisedPath(english, currentLocale()) : english;
};

export const paths = Object.fromEntries(
  Object.entries(routes).map(([key, route]) => [
    key,
    LOCALISED.has(key as keyof typeof routes)
      ? (...args: never[]) => localisedPath((route as (...a: never[]) => string)(...args), currentLocale())
      : route,
  ]),
) as unknown as typeof routes;

/** Where the API lives (the base URL of `api` in src/lib/api.ts). */
export const API_BASE = '/api';
/** The full path of an `apiPaths` route, for calls made without `api` (sendBeacon, keepalive fetch). */
export const apiUrl = (route: string) => `${API_BASE}${route}`;

/** Google-style place autocomplete (SPEC.md section 7); `cities` keeps cities only. */
const autocomplete = (text: string, options: { cities?: boolean } = {}) =>
  `/google-autocomplete-api/${encodeURIComponent(text)}${options.cities ? '?types=cities' : ''}`;

/**
 * Every API route, relative to `/api` (the base URL of `api` in src/lib/api.ts); tests prefix `/api`
 * with `apiUrl`. Grouped by area like `paths`.
 */
export const apiPaths = {
  // sign-in and the signed-in user
  generateOtp: () => '/generate-otp',
  verifyOtp: () => '/verify-otp',
  logout: () => '/logout',
  user: () => '/user',
  /** The signed-in user adds a mobile: a code to it by SMS, then the code. */
  accountMobile: () => '/account/mobile',
  accountMobileVerify: () => '/account/mobile/verify',

  // catalogue, listings and search
  services: () => '/services',
  categories: () => '/categories/get',
  categoryData: (slug: string) => `/get-category-data/${slug}`,
  categoryServiceData: () => '/get-category-service-data',
  categoryWithinCategory: () => '/get-category-within-category',
  categoryWiseData: (id: number | string) => `/get-category-wise-data/${id}`,
  filteredServices: () => '/get-filtered-service-data',
  filteredServicesWeb: () => '/get-filtered-service-data-web',
  search: () => '/search',
  searchSuggest: () => '/search/suggest',
  // geo (reverse geocoding is proxied so its key stays on the server)
  autocomplete,
  placeLatLng: (placeId: string) => `/get-place-lat-lng/${encodeURIComponent(placeId)}`,
  /** `from` and `to` as 'lat,lng' (see formatLatLng in features/geo/geo.ts). */
  locationMatrix: (from: string, to: string) => `/get_location_matrix_data/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
  reverseGeocode: (lat: number, lon: number) => `/reverse-geocode?lat=${lat}&lon=${lon}`,
  // content
  contact: () => '/contact-us',
  grievances: () => '/grievances',
  becomePartner: () => '/become-a-partner',
  // providers (details page)
  productData: (serviceId: number) => `/get-specific-product-data/${serviceId}`,
  reviews: (serviceId: number) => `/get-reviews/${serviceId}`,
  submitReview: () => '/submit-review-data',
  reviewJob: (slug: string) => `/review-job/${encodeURIComponent(slug)}`,
  reviewHelpful: (reviewId: number) => `/review-helpful/${reviewId}`,
  questions: (serviceId: number) => `/questions/${serviceId}`,
  servicePhoto: (serviceId: number) => `/service-photo/${serviceId}`,
  enquiry: () => '/enquiry-order-data-add',
  booking: () => '/order-data-submit',
  favouriteIds: () => '/get-your-favourite-service',
  saveFavourite: (serviceId: number) => `/save-to-favourite/${serviceId}`,

  // the signed-in customer's profile (SPEC.md section 7)
  profileSummary: () => '/get-user-profile-data',
  profileDetails: () => '/get-user-full-details',
  createProfile: () => '/user-details-add',
  updateProfile: () => '/user-details-update',
  dashboard: () => '/get-dashboard-data',
  notifications: () => '/get-notifications',
  notificationSeen: (id: number) => `/notification-seen/${id}`,
  history: () => '/get_user_history_data',
  bookVisit: () => '/book-visit',
  cancelBooking: (bookingId: number) => `/bookings/${bookingId}/cancel`,
  /** The customer's answer to another time the business proposed for a visit: {accept}. */
  answerProposal: (bookingId: number) => `/bookings/${bookingId}/proposal`,
  favourites: () => '/get-favourite-saved-services',
  wallet: () => '/get-wallet-data',
  feedback: () => '/web-feedback-submit',
  inviteUser: (code: string) => `/invite-user/${encodeURIComponent(code)}`,

  // the signed-in customer's sessions
  sessions: () => '/sessions',
  revokeOtherSessions: () => '/sessions/revoke-others',
  revokeSession: (id: string) => `/sessions/${encodeURIComponent(id)}/revoke`,

  // partner mini-sites (SPEC.md section 7; the contact form's call is ours)
  partnerData: () => '/get-partner-data',
  // The counters' {id}: a partner's as `partner-{id}` (what its page sends); a listing's
  // (get-partner-data's details.services_id, what a SPEC.md client sends) as the plain number.
  partnerTraffic: (partnerId: number) => `/get_traffic_data_add/partner-${partnerId}`,
  partnerCall: (partnerId: number) => `/get_call_data_add/partner-${partnerId}`,
  listingTraffic: (servicesId: number) => `/get_traffic_data_add/${servicesId}`,
  listingCall: (servicesId: number) => `/get_call_data_add/${servicesId}`,
  partnerContact: (id: number) => `/partner-contact/${id}`,

  // the business workspace (CONTRACT.md "Businesses and their workspace")
  businessPartners: () => '/business/partners',
  businessClaim: (partnerId: number) => `/business/claim/${partnerId}`,
  /** POST publishes or edits the owner's reply to a review; DELETE deletes it. */
  businessReviewReply: (reviewId: number) => `/business/reviews/${reviewId}/reply`,
  businessReviewReport: (reviewId: number) => `/business/reviews/${reviewId}/report`,
  businessBookingConfirm: (bookingId: number) => `/business/bookings/${bookingId}/confirm`,
  businessBookingDecline: (bookingId: number) => `/business/bookings/${bookingId}/decline`,
  businessBookingComplete: (bookingId: number) => `/business/bookings/${bookingId}/complete`,
  businessBookingPropose: (bookingId: number) => `/business/bookings/${bookingId}/propose`,
  businessTeam: (partnerId: number) => `/business/team?partner_id=${partnerId}`,
  businessTeamInvite: () => '/business/team/invite',
  businessTeamCancelInvite: (inviteId: number) => `/business/team/invites/${inviteId}/cancel`,
  businessTeamRemove: (userId: number) => `/business/team/members/${userId}/remove`,
  businessTeamTransfer: () => '/business/team/transfer',
  businessInsights: (partnerId: number, days: number) => `/business/insights?partner_id=${partnerId}&days=${days}`,
  /** A listing as its owner edits it (GET, POST), and its photos. */
  businessListing: (servicesId: number) => `/business/listing/${servicesId}`,
  /** POST sends a code by SMS to the listing's number; …/phone-verify {code} makes it "Phone verified". */
  businessListingPhoneCode: (servicesId: number) => `/business/listing/${servicesId}/phone-code`,
  businessListingPhoneVerify: (servicesId: number) => `/business/listing/${servicesId}/phone-verify`,
  businessListingPhotos: (servicesId: number) => `/business/listing/${servicesId}/photos`,
  /** The code mailed to a new listing email, which makes it count for claims (POST {code}). */
  businessListingEmailCode: (servicesId: number) => `/business/listing/${servicesId}/email-code`,
  businessListingPhotoOrder: (servicesId: number) => `/business/listing/${servicesId}/photos/order`,
  businessListingPhoto: (servicesId: number, photoId: number) => `/business/listing/${servicesId}/photos/${photoId}`,
  businessListingPhotoFeatured: (servicesId: number, photoId: number) => `/business/listing/${servicesId}/photos/${photoId}/featured`,
  /** The mini-site's services grid and brand colours (GET, POST). */
  businessSite: (partnerId: number) => `/business/site/${partnerId}`,
  businessLeads: (partnerId: number, status?: string) => `/business/leads?partner_id=${partnerId}${status ? `&status=${status}` : ''}`,
  businessLead: (leadId: number) => `/business/leads/${leadId}`,
  businessLeadQuote: (leadId: number) => `/business/leads/${leadId}/quote`,
  businessLeadDecline: (leadId: number) => `/business/leads/${leadId}/decline`,
  /** A member tapped Call or WhatsApp on the lead's page: the business's first answer. */
  businessLeadCalled: (leadId: number) => `/business/leads/${leadId}/called`,

  // the customer's enquiries and the businesses' offers (CONTRACT.md "Businesses and their workspace")
  myEnquiries: () => '/my-enquiries',
  acceptOffer: (enquiryId: number) => `/my-enquiries/${enquiryId}/accept`,
  withdrawEnquiry: (enquiryId: number) => `/my-enquiries/${enquiryId}/withdraw`,
  /** Businesses the customer blocked ("also ask" never picks them); one of them, to unblock. */
  myBlocks: () => '/my-blocks',
  myBlock: (partnerId: number) => `/my-blocks/${partnerId}`,
  /** Everything Seva holds of the signed-in person (CONTRACT.md "Your data"). */
  myData: () => '/my-data',
  deleteAccount: () => '/delete-account',
  /** The person's consents by purpose (privacy/consents.ts), and withdrawing one. */
  myConsents: () => '/my-consents',
  withdrawConsent: (purpose: string) => `/my-consents/${encodeURIComponent(purpose)}/withdraw`,

  // Web Push ("Alert me on this phone"): GET the VAPID public key and one's own browsers; POST a browser's
  // subscription; DELETE one of one's own by its endpoint.
  pushSubscriptions: () => '/push-subscriptions',
  /** The service worker's renewal of a subscription the browser replaced (public/sw.js names it as written here). */
  pushSubscriptionRenewal: () => '/push-subscriptions/renew',
  /** The signed-in person's own message choices: as a customer (the profile) or as a member (the workspace). */
  messagePreferences: (audience: 'customer' | 'member' = 'customer') => `/message-preferences?audience=${audience}`,

  // the operators (CONTRACT.md "Operators, grievances and takedowns")
  operatorClaims: () => '/operator/claims',
  operatorClaimApprove: (claimId: number) => `/operator/claims/${claimId}/approve`,
  operatorClaimReject: (claimId: number) => `/operator/claims/${claimId}/reject`,
  /** GET the businesses that joined by themselves and wait for a decision; POST …/approve {reason?} or …/reject {reason}. */
  operatorBusinesses: () => '/operator/businesses',
  operatorBusinessApprove: (partnerId: number) => `/operator/businesses/${partnerId}/approve`,
  operatorBusinessReject: (partnerId: number) => `/operator/businesses/${partnerId}/reject`,
  /** GET the operators; POST {email} makes that account an operator. */
  operatorOperators: () => '/operator/operators',
  /** The newest rows of the audit log (`limit`, at most 100). */
  operatorAudit: (limit?: number) => `/operator/audit${limit ? `?limit=${limit}` : ''}`,
  /** Tell the people a data breach affects (docs/breach-runbook.md). */
  operatorBreachNotice: () => '/operator/breach-notice',
  /** The grievances (`all`: the resolved ones too), and the decisions on one. */
  operatorGrievances: (all = false) => `/operator/grievances${all ? '?all=1' : ''}`,
  operatorGrievanceAcknowledge: (ticket: string) => `/operator/grievances/${encodeURIComponent(ticket)}/acknowledge`,
  operatorGrievanceResolve: (ticket: string) => `/operator/grievances/${encodeURIComponent(ticket)}/resolve`,
  /** POST takes content down; GET lists the newest takedowns. */
  operatorTakedown: () => '/operator/takedown',
  /** GET the reports of reviews waiting for an operator; POST …/{report_id}/dismiss {reason} keeps the review. */
  operatorReports: () => '/operator/reports',
  operatorReportDismiss: (reportId: number) => `/operator/reports/${reportId}/dismiss`,
  operatorReportAcknowledge: (reportId: number) => `/operator/reports/${reportId}/acknowledge`,
  /** POST {badge, gstin?}: an operator confirms a business's badge (GST registered, address checked). */
  operatorPartnerBadges: (partnerId: number) => `/operator/partners/${partnerId}/badges`,
} as const;
