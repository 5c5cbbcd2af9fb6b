/**
 * The partner mini-site as its views draw it (src/features/partners/Partner*.astro): what the page shows,
 * worked out once from the partner's data, so that the page only composes the sections.
 */
import { formatIndianPhone, formatRupees, ratingText, telHref } from '../../lib/format';
import type { FormState } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { paths } from '../../paths';
import type { HoursResult } from '../listings/hours';
import type { ListingCore } from '../listings/listing-shape';
import { whatsappHref } from '../listings/listing-details';
import { absoluteUrl, localBusiness, localBusinessType, openGraphImage } from '../seo/structured-data';
import type { PartnerContactField } from './partner-contact';
import { brandPalette, monogram, socialHref } from './partners';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from './social-icons';
import { SITE_ICONS, type SiteIcon } from './listing-editor';
import { siteIconSvg } from './site-icons';

/** A listing of the partner with its (leaf) category, as the services grid and the JSON-LD use it. */
export interface PartnerListing extends ListingCore {
  category: { id: number; slug: string; name: string; label: string; icon: string; isTransport: boolean };
  /** The category above the leaf (the sub-category: 'Car Mechanic' above 'Car Servicing'). */
  parent: { slug: string; label: string } | null;
}

/** A service of the grid as the owner wrote it (partner_site_services); `icon` is a name of SITE_ICONS. */
export interface PartnerSiteService {
  name: string;
  description: string;
  price: number | null;
  icon: string;
}

export interface PartnerTestimonial {
  id: number;
  firstName: string;
  lastName: string;
  ratings: number;
  comments: string;
  createdAt: Date;
  serviceName: string;
  /** The owner's public answer ("Response from the owner") and when it was written. */
  reply: string | null;
  replyAt: Date | null;
}

/** The partner's own fields the mini-site shows (a row of `partners` has them all). */
export interface PartnerProfile {
  id: number;
  slug: string;
  businessName: string;
  businessLocationName: string;
  tagline: string;
  about: string;
  city: string;
  email: string | null;
  mobile: string;
  whatsapp: string | null;
  facebook: string | null;
  instagram: string | null;
  featuredImage: string;
  brandColor: string;
  accentColor: string;
}

/** What loadPartnerPage (partners.server.ts) reads for the page. */
export interface PartnerSiteData {
  partner: PartnerProfile;
  /** Best rated first. */
  listings: PartnerListing[];
  /** Every review of every listing together. */
  rating: { average: number; count: number };
  /** Good reviews with a comment, best and newest first; empty when there are none. */
  testimonials: PartnerTestimonial[];
  /** The featured image first, then other_images (decoded whatever form it was stored in). */
  images: string[];
  hours: HoursResult;
  /** The owner's own services grid, in their order; empty when they wrote none (the grid shows the listings). */
  siteServices: PartnerSiteService[];
}

/** The ways to reach the partner: the visit card, the contact section and the footer list them. */
export interface PartnerContactDetails {
  call: string;
  phone: string;
  email: string | null;
  whatsapp: string | null;
  address: string;
}

/** The sections of the one-page site, in its navigation and footer (each label said when read). */
export const PARTNER_NAV = [
  { href: '#home', label: m['partner.nav.home'] },
  { href: '#about', label: m['partner.nav.about'] },
  { href: '#services', label: m['partner.nav.services'] },
  { href: '#contact', label: m['partner.nav.contact'] },
] as const;

/** A listing's starting price as the services carousel shows it; transport is priced by the km. */
export const partnerPriceText = (listing: PartnerListing) =>
  listing.category.isTransport ? m['partner.price.perKm']({ price: formatRupees(listing.price) }) : formatRupees(listing.price);

/** A card of the mini-site's "Our services" grid. */
export interface ServiceCard {
  name: string;
  /** The listing's own name under its category's; null for the owner's own services. */
  subtitle: string | null;
  description: string;
  /** 'Starting at' price text, or null when none is given. */
  priceText: string | null;
  /** A category's picture, or an SVG of the fixed set (the owner's own services). */
  icon: { src: string } | { svg: string };
}

/**
 * The grid's cards: the owner's own services (partner_site_services) when they wrote any, in their order;
 * otherwise the business's listings, best rated first.
 */
export function serviceCards(siteServices: readonly PartnerSiteService[], listings: readonly PartnerListing[]): ServiceCard[] {
  if (siteServices.length > 0) {
    return siteServices.map((service) => ({
      name: service.name,
      subtitle: null,
      description: service.description,
      priceText: service.price === null ? null : formatRupees(service.price),
      icon: { svg: siteIconSvg[(SITE_ICONS as readonly string[]).includes(service.icon) ? (service.icon as SiteIcon) : 'wrench'] },
    }));
  }
  return listings.map((listing) => ({
    name: listing.category.label,
    subtitle: listing.serviceName,
    description: listing.description,
    priceText: partnerPriceText(listing),
    icon: { src: listing.category.icon },
  }));
}

export type PartnerSiteView = ReturnType<typeof partnerSiteView>;

/**
 * Everything the mini-site's sections show. `contactForm` is the contact form as a plain POST left it:
 * with errors, the title says so first (the first thing a screen reader reads of the page).
 */
export function partnerSiteView(page: PartnerSiteData, site: URL, contactForm?: FormState<PartnerContactField>, now = new Date()) {
  const { partner, listings, rating } = page;
  const canonicalPath = paths.partner(partner.slug);
  const pageUrl = absoluteUrl(canonicalPath, site);
  const main = listings[0];
  const trade = main?.parent?.label ?? main?.category.label ?? m['partner.trade.fallback']();
  const phone = formatIndianPhone(partner.mobile);
  const contact: PartnerContactDetails = {
    call: telHref(partner.mobile),
    phone,
    email: partner.email,
    whatsapp: partner.whatsapp ? whatsappHref(partner.whatsapp, partner.businessName) : null,
    address: main?.serviceAddress ?? partner.businessLocationName,
  };
  const facebook = socialHref(partner.facebook);
  const instagram = socialHref(partner.instagram);
  const socials = [
    facebook && { href: facebook, label: /* i18n-ignore: a brand's name */ 'Facebook', icon: FacebookIcon },
    instagram && { href: instagram, label: /* i18n-ignore: a brand's name */ 'Instagram', icon: InstagramIcon },
    contact.whatsapp && { href: contact.whatsapp, label: /* i18n-ignore: a brand's name */ 'WhatsApp', icon: WhatsappIcon },
  ].filter((link): link is { href: string; label: string; icon: string } => Boolean(link));
  const since = listings.map((listing) => listing.yearEstablished).find((year): year is number => typeof year === 'number');
  const serviceNames = [...new Set(listings.map((listing) => listing.category.label))];
  const plainTitle = `${partner.businessName}, ${partner.businessLocationName} – ${trade}`;
  const title = contactForm?.formError ? m['ui.errorTitle']({ title: plainTitle }) : plainTitle;
  const place = { business: partner.businessName, place: partner.businessLocationName };
  const description = [
    partner.tagline,
    serviceNames.length ? m['partner.meta.summary']({ ...place, services: serviceNames.join(', ') }) : m['partner.meta.summaryNoServices'](place),
    rating.count > 0 ? m['partner.meta.rated']({ rating: ratingText(rating.average), count: rating.count }) : null,
    m['partner.meta.call']({ phone }),
  ]
    .filter((part) => part !== null)
    .join(' ');
  const jsonLd = localBusiness({
    type: localBusinessType(main ? [main.category.slug, main.parent?.slug] : []),
    name: partner.businessName,
    description: partner.about,
    url: pageUrl,
    images: page.images.map((image) => absoluteUrl(image, site)),
    telephone: partner.mobile,
    email: partner.email,
    address: contact.address,
    city: partner.city,
    geo: main ? { lat: main.lat, lng: main.lng } : null,
    hours: page.hours.status === 'ok' ? page.hours.hours : null,
    rating,
    reviews: page.testimonials
      .slice(0, 3)
      .map((review) => ({ author: review.firstName, date: review.createdAt, rating: review.ratings, body: review.comments })),
    prices: listings.map((listing) => listing.price),
    sameAs: [facebook, instagram],
  });
  return {
    ...page,
    canonicalPath,
    pageUrl,
    palette: brandPalette(partner.brandColor, partner.accentColor),
    services: serviceCards(page.siteServices, listings),
    main,
    trade,
    contact,
    socials,
    since,
    serviceNames,
    initials: monogram(partner.businessName),
    title,
    description,
    jsonLd,
    ogImage: openGraphImage(partner.featuredImage),
    now,
  };
}
