/**
 * The keyboard of a combobox (the WAI-ARIA combobox pattern with a listbox popup), as a pure rule: what a
 * key does given whether the list shows, which option is highlighted and how many there are.
 * use-combobox.ts applies it; the options stay in the islands that draw them.
 */

export type ComboboxCommand =
  /** Highlight an option (the list opens when it was closed). */
  | { kind: 'highlight'; index: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  /** Escape with the list already closed: the island may clear its text. */
  | { kind: 'escape-closed' };

export interface ComboboxKeyState {
  /** The list shows. */
  expanded: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  count: number;
  /** Enter with nothing highlighted takes the first option (a field inside a larger form), instead of leaving the key to the form. */
  enterTakesFirst?: boolean;
}

/**
 * ArrowDown/ArrowUp open the list on the first/last option, then move and wrap; Enter chooses the
 * highlighted option; Escape closes the list. Null: the key is not the combobox's (the form submits, the
 * caret moves).
 */
export function comboboxCommand(key: string, { expanded, active, count, enterTakesFirst = false }: ComboboxKeyState): ComboboxCommand | null {
  const last = count - 1;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return null;
    const down = key === 'ArrowDown';
    if (!expanded || active < 0 || active > last) return { kind: 'highlight', index: down ? 0 : last };
    return { kind: 'highlight', index: down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1 };
  }
  if (key === 'Enter') {
    if (!expanded || count === 0) return null;
    if (active >= 0 && active <= last) return { kind: 'choose', index: active };
    return enterTakesFirst ? { kind: 'choose', index: 0 } : null;
  }
  if (key === 'Escape') return expanded ? { kind: 'close' } : { kind: 'escape-closed' };
  return null;
}
