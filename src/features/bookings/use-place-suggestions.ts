import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { AutocompleteAnswer, LatLng, PlaceDetailsAnswer, Prediction } from '../geo/geo';
import { apiPaths } from '../../paths';

/** Wait after the last key before asking for suggestions. */
const DEBOUNCE_MS = 250;

/**
 * Place suggestions for what is typed, from the geo service (Google's or the built-in gazetteer's),
 * asked for once typing pauses. A failed lookup is logged only (SPEC.md section 8) and shows no list.
 */
export function usePlaceSuggestions(text: string, options: { cities?: boolean; enabled?: boolean } = {}) {
  const { cities = false, enabled = true } = options;
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const query = text.trim();
    if (!enabled || query.length < 2) {
      setPredictions([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const answer = await api<AutocompleteAnswer>(apiPaths.autocomplete(query, { cities }));
        if (!cancelled) setPredictions(answer.predictions ?? []);
      } catch (error) {
        if (!cancelled) setPredictions([]);
        console.warn('Autocomplete failed', error);
      } finally {
        if (!cancelled) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, cities, enabled]);
  return { predictions, loading };
}

/** The coordinates of a suggestion. */
export async function placeLocation(placeId: string): Promise<LatLng> {
  const answer = await api<PlaceDetailsAnswer>(apiPaths.placeLatLng(placeId));
  return answer.result.geometry.location;
}
