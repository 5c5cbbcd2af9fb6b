import { isStoredValueSet } from '../../stores/storage-keys';
import { cityKeyword } from './listings';

/**
 * The header's city (every page): its label is server HTML filled in from local storage by a few lines of
 * script (Header.astro), and the city dialog's picker (HeaderCity.tsx) starts only when opened. Plain
 * DOM, no store: the label must not pull a framework into pages that have none.
 */
export const CITY_DIALOG_ID = 'city-dialog';

/**
 * What the header says for a stored city text ('Kolkata, West Bengal' → 'Kolkata'), or `noCity` ('Choose city',
 * the server's words: Header.astro writes them into the label's data-no-city, so that this script ships no catalogue).
 */
export function headerCityLabel(stored: string | null | undefined, noCity: string): string {
  return (isStoredValueSet(stored) && cityKeyword(stored)) || noCity;
}

/**
 * The city a page names in its URL (`?city=` on listings and search results): the header shows it rather
 * than the stored one, so that it agrees with the page; null on other pages.
 */
export function pageCityOf(url: URL): string | null {
  return url.searchParams.get('city')?.trim() || null;
}

/** Writes the city into the header's label(s). */
export function showHeaderCity(stored: string | null | undefined): void {
  for (const label of document.querySelectorAll<HTMLElement>('[data-header-city-name]')) {
    label.textContent = headerCityLabel(stored, label.dataset.noCity ?? '');
  }
}

/**
 * Where the page goes when the city changes from the header: pages that show one city's results name it
 * in their URL (`?city=` on listings and search), so they go to the same URL with the new city (from its
 * first page); other pages stay — their islands read the stored city — and null says so.
 */
export function cityChangedHref(current: URL, city: string): string | null {
  if (!current.searchParams.has('city')) return null;
  const next = new URL(current);
  next.searchParams.set('city', cityKeyword(city));
  next.searchParams.delete('page');
  return next.pathname + next.search;
}
