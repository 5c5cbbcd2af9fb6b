/**
 * The shapes of a listing, each written once and extended where a view needs more: the API's
 * snake_case ones (SPEC.md section 3) and the camelCase one of the server-rendered pages. The columns
 * that fill them are listing-columns.server.ts.
 */

/** A listing named and pictured: a link with its image (favourites, and the start of every other shape). */
export interface ListingName {
  services_id: number;
  slug: string;
  service_name: string;
  featured_image: string;
}

/** A listing in a list (the listing page, provider cards, search suggestions): rated, placed, categorised. */
export interface ListingSummary extends ListingName {
  ratings_average: number;
  rating_count: number;
  service_address: string;
  city: string;
  /** The display label of its category. */
  category_name: string;
}

/** A listing as a page about it shows it (details and partner pages), before what each page adds. */
export interface ListingCore {
  id: number;
  slug: string;
  serviceName: string;
  description: string;
  serviceAddress: string;
  city: string;
  lat: number;
  lng: number;
  /** Rupees: the starting price, or for transport listings the price per km. */
  price: number;
  contactNo: string;
  featuredImage: string;
  ratingsAverage: number;
  ratingCount: number;
  yearEstablished: number | null;
}
