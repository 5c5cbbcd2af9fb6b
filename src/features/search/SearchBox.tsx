import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { LoaderCircle, MapPin, Search, Star } from 'lucide-static';
import { useEffect, useId, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { useCombobox } from '../../components/ui/use-combobox';
import { api } from '../../lib/api';
import { ratingText } from '../../lib/format';
import { useHydrated } from '../../lib/client/use-hydrated';
import { useSuggestions } from '../../lib/client/use-suggestions';
import { useTypedBeforeHydration } from '../../lib/client/use-typed-before-hydration';
import { around, m } from '../../lib/i18n';
import { apiPaths, paths } from '../../paths';
import { presentCity } from '../../stores/navigation';
import { popularCities } from '../listings/listings';
import {
  SUGGEST_CATEGORY_LIMIT,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_CHARS,
  SUGGEST_PROVIDER_LIMIT,
  type SearchOption,
  type SearchResults,
  type UnderstoodResults,
  highlightParts,
  normaliseQuery,
  searchOptions,
  understoodSummary,
} from './search';

interface Props {
  placeholder?: string;
  buttonLabel?: string;
  /** Providers limited to this city; by default the visitor's stored city. */
  city?: string;
  initialQuery?: string;
  size?: 'hero' | 'compact';
  /** The accessible name of the field when the placeholder is not enough. */
  label?: string;
  /** A "where" field beside "what" (the home hero): the stored city, changeable; what it says is stored on search. */
  where?: boolean;
  /**
   * The id of a visible hint beside the box (the home hero's examples), read with the field: examples belong
   * there, not in the placeholder, which SPEC.md fixes as 'Search your service' and which goes as one types.
   */
  hintId?: string;
}

interface Answer extends UnderstoodResults {
  status: number;
}

interface Suggestions {
  results: SearchResults;
  /** 'Plumbing in Kolkata' when a category was understood, else empty. */
  understood: string;
}

const noResults: SearchResults = { categories: [], providers: [] };

function Highlight({ text, query }: { text: string; query: string }) {
  const [before, match, after] = highlightParts(text, query);
  return (
    <>
      {before}
      {match && <mark className="bg-transparent font-bold text-ink">{match}</mark>}
      {after}
    </>
  );
}

/**
 * The search box of /, /services and the listings (ARIA 1.2 combobox with a listbox popup): as the
 * visitor types it asks /api/search (150 ms after the last key, cancelling the previous request), says
 * what it understood ('Plumbing in Kolkata') and offers categories and providers — or, when nothing
 * matches, the nearest categories; arrows move, Enter opens the highlighted one or the results page,
 * Escape closes. Without JavaScript it is a plain form to /search. A name longer than its row wraps, never cut
 * short (a phone at 360 px, a Bengali name).
 */
export default function SearchBox({
  placeholder = m['search.box.placeholder'](),
  buttonLabel = m['search.box.button'](),
  city,
  initialQuery = '',
  size = 'hero',
  label,
  where = false,
  hintId,
}: Props) {
  const ids = { status: useId(), where: useId(), cities: useId() };
  const storedCity = useStore(presentCity);
  const hydrated = useHydrated();
  // What the visitor typed into "where"; until they do, it shows the stored city.
  const [whereText, setWhereText] = useState<string | null>(null);
  const whereValue = whereText ?? (hydrated ? storedCity : '');
  // The stored city is read only after hydration, so that the first render matches the server's.
  const effectiveCity = city ?? (where ? whereValue.trim() : hydrated ? storedCity : '');
  const [query, setQuery] = useState(initialQuery);
  // Suggestions are asked for once the visitor types (not for the query a results page opens with).
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = normaliseQuery(query);

  const suggestions = useSuggestions<Suggestions>(
    typed && trimmed.length >= SUGGEST_MIN_CHARS ? JSON.stringify([trimmed, effectiveCity]) : null,
    async (signal) => {
      const answer = await api<Answer>(apiPaths.search(), {
        query: { q: trimmed, city: effectiveCity || undefined, limit: SUGGEST_PROVIDER_LIMIT },
        signal,
      });
      const categories = answer.categories.length || answer.providers.length ? answer.categories : answer.nearest;
      return {
        results: { categories: categories.slice(0, SUGGEST_CATEGORY_LIMIT), providers: answer.providers.slice(0, SUGGEST_PROVIDER_LIMIT) },
        understood: answer.understood.category ? understoodSummary(answer) : '',
      };
    },
    // SPEC.md has no message for a failed suggestion; the list says so and the form stays usable.
    { debounceMs: SUGGEST_DEBOUNCE_MS, /* i18n-ignore: the console's label of a failure */ label: 'search suggestions' },
  );
  const { loading, failed } = suggestions;
  const results = failed ? noResults : (suggestions.data?.results ?? null);
  const understood = suggestions.data?.understood ?? '';
  const options: SearchOption[] = results ? searchOptions(results) : [];

  const combobox = useCombobox({
    options,
    onChoose: (option) => window.location.assign(option.hit.href),
    hasContent: options.length > 0 || trimmed.length >= SUGGEST_MIN_CHARS,
    // Escape in a closed box clears it.
    onEscapeClosed: () => {
      if (!query) return false;
      setQuery('');
      return true;
    },
  });
  const { expanded, active } = combobox;

  // Each answer (or failure) opens the list afresh; text too short to ask closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each settled request only; the results and the combobox's setters are new on every render.
  useEffect(() => {
    combobox.setOpen(results !== null);
    combobox.setActive(-1);
  }, [suggestions.settled]);

  // Text typed before hydration is kept and searched.
  useTypedBeforeHydration(input, query, (text) => {
    setQuery(text);
    setTyped(true);
  });

  const hero = size === 'hero';
  const categories = options.filter((o) => o.kind === 'category');
  const providers = options.filter((o) => o.kind === 'provider');
  const status = loading
    ? m['search.box.searching']()
    : !expanded
      ? ''
      : failed
        ? m['search.box.unavailableEnter']()
        : options.length
          ? m['search.box.suggestionCount']({ count: options.length })
          : m['search.box.noMatchesEnter']({ query: trimmed });
  const [showingBefore, showingAfter] = around((understood) => m['search.box.showing']({ understood }));

  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    const selected = index === active;
    const common = {
      ...combobox.optionProps(index),
      className: `flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 ${selected ? 'bg-brand-light/60' : 'hover:bg-surface'}`,
    };
    if (option.kind === 'category') {
      const hit = option.hit;
      return (
        <li key={`c${hit.id}`} {...common}>
          <img src={hit.icon} width={36} height={36} alt="" className="size-9 shrink-0 rounded-lg" />
          <span className="min-w-0 flex-1">
            <span className="block text-sm break-words text-ink">
              <Highlight text={hit.label} query={trimmed} />
            </span>
            <span className="block text-xs break-words text-muted">
              {hit.parent_label ? m['search.box.inCategory']({ category: hit.parent_label }) : m['search.box.category']()}
            </span>
          </span>
          <span className="shrink-0 text-xs font-medium text-brand">{m['catalog.startsAt']({ price: hit.price })}</span>
        </li>
      );
    }
    const hit = option.hit;
    return (
      <li key={`p${hit.services_id}`} {...common}>
        <img src={hit.featured_image} width={48} height={36} alt="" className="h-9 w-12 shrink-0 rounded-md object-cover" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm break-words text-ink">
            <Highlight text={hit.service_name} query={trimmed} />
          </span>
          <span className="flex items-center gap-1 text-xs text-muted">
            <SvgIcon svg={MapPin} className="size-3 shrink-0" />
            <span className="min-w-0 break-words">
              {hit.category_name} · {hit.city}
            </span>
          </span>
        </span>
        {hit.rating_count > 0 && (
          <span className="flex shrink-0 items-center gap-0.5 rounded bg-positive px-1.5 py-0.5 text-xs font-semibold text-white">
            {ratingText(hit.ratings_average)}
            <SvgIcon svg={Star} className="size-3 [&_path]:fill-current" />
          </span>
        )}
      </li>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every browser knows; <search> would only wrap it.
    <form
      role="search"
      action={paths.search()}
      method="get"
      onSubmit={(event) => {
        // An empty search goes nowhere: keep the visitor in the box.
        if (!normaliseQuery(input.current?.value ?? '')) {
          event.preventDefault();
          input.current?.focus();
          return;
        }
        // The city searched in becomes the visitor's city, as if chosen in the header.
        if (where && whereValue.trim() && whereValue.trim() !== storedCity) presentCity.set(whereValue.trim());
      }}
      className={`relative flex w-full items-stretch gap-2 rounded-2xl bg-white ${where ? 'flex-wrap sm:flex-nowrap' : ''} ${hero ? 'p-2 shadow-xl ring-1 ring-black/5' : 'p-1.5 ring-1 ring-line'}`}
    >
      <label htmlFor={combobox.ids.input} className="sr-only">
        {label ?? placeholder}
      </label>
      <div className={`relative flex min-w-0 flex-1 items-center ${where ? 'basis-full sm:basis-0' : ''}`}>
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
          <SvgIcon svg={loading ? LoaderCircle : Search} className={`size-5 ${loading ? 'animate-spin' : ''}`} />
        </span>
        <input
          ref={input}
          {...combobox.inputProps}
          name="q"
          type="text"
          aria-describedby={hintId ? `${hintId} ${ids.status}` : ids.status}
          spellCheck={false}
          enterKeyHint="search"
          maxLength={80}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyped(true);
          }}
          onFocus={() => results && trimmed.length >= SUGGEST_MIN_CHARS && combobox.setOpen(true)}
          className={`w-full min-w-0 rounded-xl bg-transparent pl-10 pr-2 text-ink placeholder:text-muted focus:outline-none ${hero ? 'h-12 text-base' : 'h-11 text-[15px]'}`}
        />
      </div>
      {where ? (
        <div className={`relative flex min-w-0 flex-1 items-center sm:w-48 sm:flex-none ${hero ? 'sm:border-l sm:border-line' : ''}`}>
          <label htmlFor={ids.where} className="sr-only">
            {m['search.box.whereLabel']()}
          </label>
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-brand">
            <SvgIcon svg={MapPin} className="size-5" />
          </span>
          <input
            id={ids.where}
            name="city"
            type="text"
            list={ids.cities}
            autoComplete="address-level2"
            maxLength={80}
            placeholder={m['search.box.wherePlaceholder']()}
            value={whereValue}
            onChange={(event) => {
              setWhereText(event.target.value);
              setTyped(true);
            }}
            className={`w-full min-w-0 rounded-xl bg-surface pl-10 pr-2 text-ink placeholder:text-muted focus:outline-none sm:bg-transparent ${hero ? 'h-12 text-base' : 'h-11 text-[15px]'}`}
          />
          <datalist id={ids.cities}>
            {popularCities.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
      ) : (
        effectiveCity && <input type="hidden" name="city" value={effectiveCity} />
      )}
      <button
        type="submit"
        className={`shrink-0 rounded-xl bg-brand font-semibold text-white hover:bg-brand-dark ${hero ? 'h-12 px-5 sm:px-7' : 'h-11 px-4'}`}
      >
        {buttonLabel}
      </button>
      <p id={ids.status} className="sr-only" aria-live="polite">
        {status}
      </p>
      <ul
        {...combobox.listboxProps}
        aria-label={m['search.box.suggestions']()}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white py-2 text-left shadow-xl"
      >
        {understood && (
          <li role="presentation" className="px-3 pb-1 pt-1 text-sm text-ink">
            {showingBefore}
            <span className="font-semibold">{understood}</span>
            {showingAfter}
          </li>
        )}
        {categories.length > 0 && (
          <li role="presentation" className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {m['search.box.services']()}
          </li>
        )}
        {categories.map(renderOption)}
        {providers.length > 0 && (
          <li role="presentation" className="mt-1 border-t border-line px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {m['search.box.providers']()}
          </li>
        )}
        {providers.map(renderOption)}
        {options.length === 0 && (
          <li role="presentation" className="px-4 py-3 text-sm text-muted">
            {failed ? m['search.box.unavailableSearch']() : m['search.box.noMatchesSearch']({ query: trimmed })}
          </li>
        )}
      </ul>
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(SearchBox);
