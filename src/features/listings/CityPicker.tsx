import { reactIsland } from '../../lib/react-island';
import { LoaderCircle, MapPin } from 'lucide-static';
import { useId, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { presentCity } from '../../stores/navigation';
import CityChoice from './CityChoice';
import { type ListingQuery, cityListingHref, listingHref } from './listings';

interface Props {
  slug: string;
  /** The listing's state from its URL; `city` empty when the URL names none. */
  query: ListingQuery;
  categoryLabel: string;
}

/**
 * The listing's city (SPEC.md section 4 and the city rule of listings.ts). The listing is rendered on
 * the server for the city in its URL; without one the prompt shows open, and CityArrival.astro (not
 * this island) goes to the stored city as the page loads. This island lets the visitor pick a popular
 * city, search one or use their location (CityChoice), storing the city's text and reloading.
 */
export default function CityPicker({ slug, query, categoryLabel }: Props) {
  const ids = { heading: useId() };
  const hasCity = Boolean(query.city);
  const [open, setOpen] = useState(!hasCity);
  const [redirecting, setRedirecting] = useState(false);

  const hrefFor = (city: string) => cityListingHref(slug, query, city);

  /** SPEC.md: choosing a city stores its text and reloads the page. */
  function choose(city: string) {
    presentCity.set(city);
    setRedirecting(true);
    window.location.assign(hrefFor(city));
  }

  if (redirecting) {
    return (
      <div className="flex min-h-11 items-center gap-2 text-sm text-muted" role="status">
        <SvgIcon svg={LoaderCircle} className="size-4 animate-spin" /> {m['listing.city.loadingNear']()}
      </div>
    );
  }

  return (
    <div>
      {hasCity && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink">
            <SvgIcon svg={MapPin} className="size-4 text-brand" /> {query.city}
          </span>
          <a
            href={listingHref(slug, { ...query, city: '', page: 1 })}
            onClick={(event) => {
              event.preventDefault();
              setOpen((value) => !value);
            }}
            aria-expanded={open}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand hover:bg-brand-light/50"
          >
            {m['listing.city.change']()}
          </a>
        </div>
      )}
      {open && (
        <section
          aria-labelledby={ids.heading}
          className={`${hasCity ? 'mt-2' : ''} rounded-card border border-brand/20 bg-gradient-to-br from-brand-light/50 to-white p-4 sm:p-5`}
        >
          <h2 id={ids.heading} className="text-lg font-bold text-ink">
            {hasCity ? m['listing.city.changeTitle']() : m['listing.city.select']()}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{m['listing.city.seeNear']({ category: categoryLabel.toLowerCase() })}</p>
          <div className="mt-3">
            <CityChoice current={query.city} hrefFor={hrefFor} action={listingHref(slug, {})} onChoose={choose} autoFocus={hasCity} />
          </div>
        </section>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(CityPicker);
