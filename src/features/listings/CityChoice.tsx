import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-static';
import { useState } from 'react';
import { Combobox } from '../../components/ui/Combobox';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { usePlaceSuggestions } from '../geo/use-place-suggestions';
import { cityKeyword, popularCities } from './listings';
import { locateCity } from './locate-city';

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
  const [locating, setLocating] = useState(false);
  const [text, setText] = useState('');
  const { options } = usePlaceSuggestions(text, { cities: true });

  async function detect() {
    setLocating(true);
    try {
      const city = await locateCity();
      if (city) onChoose(city);
    } finally {
      setLocating(false);
    }
  }

  return (
    <>
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          if (value) onChoose(options[0]?.label ?? value);
        }}
        className="relative flex gap-2"
      >
        <Combobox
          label={m['listing.city.search']()}
          hideLabel
          listLabel={m['listing.city.list']()}
          name="city"
          autoFocus={autoFocus}
          placeholder={m['listing.city.search']()}
          icon={<SvgIcon svg={Search} className="size-5" />}
          value={text}
          onInputChange={setText}
          options={options}
          onSelect={(option) => onChoose(option.label)}
          renderOption={(option) => (
            <>
              <SvgIcon svg={MapPin} className="size-4 shrink-0 text-muted" />
              {option.label}
            </>
          )}
          classes={{
            root: 'relative min-w-0 flex-1',
            input: 'h-11 w-full rounded-xl border border-line bg-white pr-3 text-[15px] focus:border-brand focus:outline-none',
            listbox: 'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-xl',
            option: 'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm aria-selected:bg-brand-light/60',
          }}
        />
        <button type="submit" className="h-11 shrink-0 rounded-xl bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {m['listing.city.go']()}
        </button>
      </form>
      <button
        type="button"
        onClick={() => void detect()}
        disabled={locating}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-brand/30 bg-white px-4 text-sm font-semibold text-brand hover:border-brand disabled:opacity-60"
      >
        <SvgIcon svg={locating ? LoaderCircle : LocateFixed} className={`size-4 ${locating ? 'animate-spin' : ''}`} />
        {locating ? m['listing.city.locating']() : m['listing.city.useLocation']()}
      </button>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted">{m['listing.city.popular']()}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list without bullets (list-style: none). */}
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
