import { useMemo } from 'react';
import type { ComboboxOption } from '../../components/ui/Combobox';
import { api } from '../../lib/api';
import { useSuggestions } from '../../lib/client/use-suggestions';
import { apiPaths } from '../../paths';
import type { AutocompleteAnswer, LatLng, PlaceDetailsAnswer } from './geo';

/** Wait after the last key before asking for suggestions. */
const DEBOUNCE_MS = 250;
/** Fewer characters ask nothing. */
const MIN_CHARS = 2;

/**
 * Place suggestions for what is typed (the booking modal's places; with `cities`, Indian cities for every
 * city box), from the geo service: Google's or the built-in gazetteer's. A failed lookup is logged only
 * (SPEC.md section 8) and shows no list. The options are for Combobox: a place's id and its description.
 */
export function usePlaceSuggestions(text: string, settings: { cities?: boolean; enabled?: boolean } = {}) {
  const { cities = false, enabled = true } = settings;
  const query = text.trim();
  const asked = enabled && query.length >= MIN_CHARS ? query : null;
  const state = useSuggestions(asked, (signal) => api<AutocompleteAnswer>(apiPaths.autocomplete(query, { cities }), { signal }), {
    debounceMs: DEBOUNCE_MS,
    label: /* i18n-ignore: a log's label */ cities ? 'city suggestions' : 'Autocomplete',
  });
  const options = useMemo<ComboboxOption[]>(
    () => (state.data?.predictions ?? []).map((prediction) => ({ id: prediction.place_id, label: prediction.description })),
    [state.data],
  );
  return { options, loading: state.loading };
}

/** The coordinates of a suggestion. */
export async function placeLocation(placeId: string): Promise<LatLng> {
  const answer = await api<PlaceDetailsAnswer>(apiPaths.placeLatLng(placeId));
  return answer.result.geometry.location;
}
