import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-static';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { apiPaths } from '../../paths';
import { presentCity } from '../../stores/navigation';
import { type ListingQuery, cityKeyword, cityListingHref, listingHref, popularCities } from './listings';
import { locateCity } from './locate-city';

interface Props {
  slug: string;
  /** The listing's state from its URL; `city` empty when the URL names none. */
  query: ListingQuery;
  categoryLabel: string;
}

interface Prediction {
  description: string;
  place_id: string;
}

const AUTOCOMPLETE_DEBOUNCE_MS = 250;

/**
 * The listing's city (SPEC.md section 4 and the city rule of listings.ts). The listing is rendered on
 * the server for the city in its URL; without one the prompt shows open, and CityArrival.astro (not
 * this island) goes to the stored city as the page loads. This island lets the visitor pick a popular
 * city, search one (Indian city suggestions) or tap 'Use my location' — the only place the browser is
 * asked for the location ('Please enable GPS permission' when refused) — storing the city's text and
 * reloading.
 */
export default function CityPicker({ slug, query, categoryLabel }: Props) {
  const ids = { input: useId(), listbox: useId(), option: useId(), heading: useId() };
  const hasCity = Boolean(query.city);
  const [open, setOpen] = useState(!hasCity);
  const [redirecting, setRedirecting] = useState(false);
  const [locating, setLocating] = useState(false);
  const [text, setText] = useState('');
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const hrefFor = (city: string) => cityListingHref(slug, query, city);

  /** SPEC.md: choosing a city stores its text and reloads the page. */
  function choose(city: string) {
    presentCity.set(city);
    setRedirecting(true);
    window.location.assign(hrefFor(city));
  }

  async function detect() {
    setLocating(true);
    try {
      const city = await locateCity();
      if (city) choose(city);
    } finally {
      setLocating(false);
    }
  }

  useEffect(() => () => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  function suggest(value: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (value.trim().length < 2) {
      setPredictions([]);
      setListOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const answer = await api<{ predictions?: Prediction[] }>(apiPaths.cityAutocomplete(value.trim()), { signal: controller.signal });
        if (controller.signal.aborted) return;
        setPredictions(answer.predictions ?? []);
        setActive(-1);
        setListOpen(true);
      } catch (error) {
        // SPEC.md section 8: autocomplete failures are logged only.
        if (!controller.signal.aborted) console.warn('city suggestions failed', error);
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = predictions.length - 1;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && predictions.length) {
      event.preventDefault();
      setListOpen(true);
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && listOpen && active >= 0 && predictions[active]) {
      event.preventDefault();
      choose(predictions[active].description);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      setListOpen(false);
    }
  }

  const expanded = listOpen && predictions.length > 0;

  if (redirecting) {
    return (
      <div className="flex min-h-11 items-center gap-2 text-sm text-muted" role="status">
        <SvgIcon svg={LoaderCircle} className="size-4 animate-spin" /> Loading providers near you…
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
              setTimeout(() => input.current?.focus(), 0);
            }}
            aria-expanded={open}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand hover:bg-brand-light/50"
          >
            Change city
          </a>
        </div>
      )}
      {open && (
        <section
          aria-labelledby={ids.heading}
          className={`${hasCity ? 'mt-2' : ''} rounded-card border border-brand/20 bg-gradient-to-br from-brand-light/50 to-white p-4 sm:p-5`}
        >
          <h2 id={ids.heading} className="text-lg font-bold text-ink">
            {hasCity ? 'Change your city' : 'Select your city'}
          </h2>
          <p className="mt-0.5 text-sm text-muted">See {categoryLabel.toLowerCase()} providers near you.</p>
          <form
            method="get"
            action={listingHref(slug, {})}
            onSubmit={(event) => {
              event.preventDefault();
              const value = text.trim();
              if (value) choose(predictions[0]?.description ?? value);
            }}
            className="relative mt-3 flex gap-2"
          >
            <label htmlFor={ids.input} className="sr-only">
              Search your city
            </label>
            <div className="relative min-w-0 flex-1">
              <SvgIcon svg={Search} className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
              <input
                ref={input}
                id={ids.input}
                name="city"
                type="text"
                role="combobox"
                aria-expanded={expanded}
                aria-controls={ids.listbox}
                aria-autocomplete="list"
                aria-activedescendant={expanded && active >= 0 ? `${ids.option}-${active}` : undefined}
                autoComplete="off"
                placeholder="Search your city"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  suggest(event.target.value);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => setListOpen(false)}
                className="h-11 w-full rounded-xl border border-line bg-white pl-10 pr-3 text-[15px] focus:border-brand focus:outline-none"
              />
              <ul
                id={ids.listbox}
                role="listbox"
                aria-label="Cities"
                hidden={!expanded}
                className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-xl"
              >
                {predictions.map((prediction, index) => (
                  <li
                    key={prediction.place_id}
                    id={`${ids.option}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(prediction.description)}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm ${index === active ? 'bg-brand-light/60' : 'hover:bg-surface'}`}
                  >
                    <SvgIcon svg={MapPin} className="size-4 shrink-0 text-muted" />
                    {prediction.description}
                  </li>
                ))}
              </ul>
            </div>
            <button type="submit" className="h-11 shrink-0 rounded-xl bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
              Go
            </button>
          </form>
          <button
            type="button"
            onClick={() => void detect()}
            disabled={locating}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-brand/30 bg-white px-4 text-sm font-semibold text-brand hover:border-brand disabled:opacity-60"
          >
            <SvgIcon svg={locating ? LoaderCircle : LocateFixed} className={`size-4 ${locating ? 'animate-spin' : ''}`} />
            {locating ? 'Finding your location…' : 'Use my location'}
          </button>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted">Popular cities</p>
          <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="list">
            {popularCities.map((city) => (
              <li key={city}>
                <a
                  href={hrefFor(city)}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(city);
                  }}
                  aria-current={cityKeyword(query.city).toLowerCase() === city.toLowerCase() ? 'true' : undefined}
                  className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
                >
                  {city}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
