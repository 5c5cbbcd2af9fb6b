/** The columns that fill listing-shape.ts's shapes, for every query that reads listings. */
import { services } from '../../lib/server/db/schema';

/** ListingName's columns. */
export const listingNameColumns = {
  services_id: services.id,
  slug: services.slug,
  service_name: services.serviceName,
  featured_image: services.featuredImage,
};

/** ListingSummary's columns; `category_id` becomes `category_name` through the category tree. */
export const listingSummaryColumns = {
  ...listingNameColumns,
  ratings_average: services.ratingsAverage,
  rating_count: services.ratingCount,
  service_address: services.serviceAddress,
  city: services.city,
  category_id: services.categoryId,
};

/** ListingCore's columns. */
export const listingCoreColumns = {
  id: services.id,
  slug: services.slug,
  serviceName: services.serviceName,
  description: services.description,
  serviceAddress: services.serviceAddress,
  city: services.city,
  lat: services.lat,
  lng: services.lng,
  price: services.price,
  contactNo: services.contactNo,
  featuredImage: services.featuredImage,
  ratingsAverage: services.ratingsAverage,
  ratingCount: services.ratingCount,
  yearEstablished: services.yearEstablished,
};

/** A listing the public may see (not taken down), for the queries that read listings through this module. */
export { listed } from '../../lib/server/db/listed';
