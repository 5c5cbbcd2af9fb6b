import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { presentCity } from '../../stores/navigation';
import { cityName } from './providers';

/**
 * The city of the page heading: the visitor's stored city (SPEC.md's `present-city`) once in the
 * browser, the listing's own city in the HTML.
 */
export default function StoredCity({ fallback }: { fallback: string }) {
  const stored = useStore(presentCity);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{(mounted && cityName(stored)) || fallback}</>;
}
