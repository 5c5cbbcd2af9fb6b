import { useStore } from '@nanostores/react';
import { useHydrated } from '../../lib/client/use-hydrated';
import { presentCity } from '../../stores/navigation';
import { cityName } from './providers';

/**
 * The city of the page heading: the visitor's stored city (SPEC.md's `present-city`) once in the
 * browser, the listing's own city in the HTML.
 */
export default function StoredCity({ fallback }: { fallback: string }) {
  const stored = useStore(presentCity);
  return <>{(useHydrated() && cityName(stored)) || fallback}</>;
}
