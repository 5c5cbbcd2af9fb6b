import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-static';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { useTypedBeforeHydration } from '../../lib/client/use-typed-before-hydration';
import { apiPaths } from '../../paths';
import { cityKeyword, popularCities } from './listings';
import { locateCity } from './locate-city';

interface Prediction {
  description: string;
  place_id: string;
}

const AUTOCOMPLETE_DEBOUNCE_MS = 250;

interface Props {
  /** The city chosen now (its text), marked among the popular ones. */
  current: string;
  /** Where a popular city's link goes without JavaScript. */
  hrefFor: (city: string) => string;
  /** Where the form goes without JavaScript (it sends `city`). */
  action: string;
  onChoose: (city: string) => void;
  /** Focus the city field when shown (it was opened by the visitor, not shown at load). */
  autoFocus?: boolean;
}

/**
 * Choosing a city, wherever the site asks (the listing's city prompt, the header's city dialog): a
 * combobox of Indian city suggestions, 'Use my location' — the only place the browser is asked for the
 * location ('Please enable GPS permission' when refused), on the visitor's tap and never at load — and
 * the popular cities.
 */
export default function CityChoice({ current, hrefFor, action, onChoose, autoFocus = false }: Props) {
  const ids = { input: useId(), listbox: useId(), option: useId() };
  const [locating, setLocating] = useState(false);
  const [text, setText] = useState('');
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A city typed before the island started (it starts on intent) is kept and suggested.
  useTypedBeforeHydration(input, text, (typed) => {
    setText(typed);
    suggest(typed);
  });

  async function detect() {
    setLocating(true);
    try {
      const city = await locateCity();
      if (city) onChoose(city);
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
      setActive((at) => (event.key === 'ArrowDown' ? (at >= last ? 0 : at + 1) : at <= 0 ? last : at - 1));
    } else if (event.key === 'Enter' && listOpen && active >= 0 && predictions[active]) {
      event.preventDefault();
      onChoose(predictions[active].description);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      setListOpen(false);
    }
  }

  const expanded = listOpen && predictions.length > 0;

  return (
    <>
    <form
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const value = text.trim();
        if (value) onChoose(predictions[0]?.description ?? value);
      }}
      className="relative flex gap-2"
    >
      <label htmlFor={ids.input} className="sr-only">
        Search your city
      </label>
      <div className="relative min-w-0 flex-1">
        <SvgIcon svg={Search} className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <input
          ref={input}
          id={ids.input}
          autoFocus={autoFocus}
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
              onClick={() => onChoose(prediction.description)}
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
              onChoose(city);
            }}
            aria-current={cityKeyword(current).toLowerCase() === city.toLowerCase() ? 'true' : undefined}
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
          >
            {city}
          </a>
        </li>
      ))}
    </ul>
    </>
  );
}
