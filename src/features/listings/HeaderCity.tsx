import { useStore } from '@nanostores/react';
import { paths } from '../../paths';
import { presentCity } from '../../stores/navigation';
import CityChoice from './CityChoice';
import { CITY_DIALOG_ID, cityChangedHref, showHeaderCity } from './header-city';

const searchIn = (city: string) => `${paths.search()}?city=${encodeURIComponent(city)}`;

/**
 * The picker of the header's city dialog (Header.astro), started when the dialog first opens: choosing stores
 * the city (SPEC.md's `present-city`), says it in the header and closes the dialog — or, on a page whose
 * URL names its city (a listing, search results), goes to that page for the new city.
 */
export default function HeaderCity() {
  // Rendered in the browser only (mount-header-city.tsx): the stored city can be read at once.
  const current = useStore(presentCity);

  function choose(city: string) {
    presentCity.set(city);
    showHeaderCity(city);
    const next = cityChangedHref(new URL(window.location.href), city);
    if (next) window.location.assign(next);
    else document.querySelector<HTMLDialogElement>(`#${CITY_DIALOG_ID}`)?.close();
  }

  return <CityChoice current={current} hrefFor={searchIn} action={paths.search()} onChoose={choose} autoFocus />;
}
