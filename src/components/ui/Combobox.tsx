import { type ReactNode, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../lib/client/use-typed-before-hydration';

export interface ComboboxOption {
  id: string;
  label: string;
}

interface Props {
  label: string;
  /** What is typed. */
  value: string;
  onInputChange: (text: string) => void;
  options: ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  /** Shown under the list when typing found nothing. */
  emptyText?: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  icon?: ReactNode;
  name?: string;
  autoFocus?: boolean;
  /** Keeps the label for screen readers only (the placeholder and icon say it on screen). */
  hideLabel?: boolean;
}

/**
 * A text box with a list of suggestions (the WAI-ARIA combobox pattern): type to get suggestions,
 * ArrowDown/ArrowUp to move through them, Enter to choose, Escape to close the list. The active
 * option is announced through aria-activedescendant while focus stays in the box.
 */
export function Combobox({ label, value, onInputChange, options, onSelect, loading, emptyText, error, hint, placeholder, icon, name, autoFocus, hideLabel }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const showList = open && value.trim().length > 0 && (options.length > 0 || loading || Boolean(emptyText));
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;

  // Text typed before hydration is kept and searched.
  useTypedBeforeHydration(input, value, (typed) => {
    onInputChange(typed);
    setOpen(document.activeElement === input.current);
  });

  function choose(option: ComboboxOption) {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink'}>
        {label}
      </label>
      <div className="relative">
        {icon && <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">{icon}</span>}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              if (options.length) setActive((current) => (current + 1) % options.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (options.length) setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
            } else if (event.key === 'Enter') {
              if (showList && options.length) {
                event.preventDefault();
                choose(options[Math.max(active, 0)]!);
              }
            } else if (event.key === 'Escape') {
              if (showList) {
                // Close the list, not the dialog around the box.
                event.preventDefault();
                event.stopPropagation();
                setOpen(false);
              }
            }
          }}
          className={`block min-h-12 w-full rounded-lg border bg-white ${icon ? 'pl-10' : 'pl-3'} pr-3 text-base text-ink placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-card"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the box's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
            className="flex min-h-11 cursor-pointer items-center px-3 py-2 text-sm text-ink aria-selected:bg-brand-light"
          >
            {option.label}
          </li>
        ))}
        {loading && options.length === 0 && <li className="px-3 py-2 text-sm text-muted">Searching…</li>}
        {!loading && options.length === 0 && emptyText && <li className="px-3 py-2 text-sm text-muted">{emptyText}</li>}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
