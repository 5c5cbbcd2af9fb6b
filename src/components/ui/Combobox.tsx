import { type ReactNode, useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../../lib/client/use-typed-before-hydration';
import { m } from '../../lib/i18n';
import { useCombobox } from './use-combobox';

export interface ComboboxOption {
  id: string;
  label: string;
}

/** Class lists that replace the field's own, part by part (a layout that needs another look). */
export interface ComboboxClasses {
  root?: string;
  label?: string;
  input?: string;
  listbox?: string;
  option?: string;
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
  /** The list's accessible name; by default '{label} suggestions'. */
  listLabel?: string;
  /** Draws an option's content; by default its label. */
  renderOption?: (option: ComboboxOption) => ReactNode;
  classes?: ComboboxClasses;
}

const defaultClasses = {
  root: 'relative',
  label: 'mb-1.5 block text-sm font-semibold text-ink',
  input:
    'block min-h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 text-base text-ink placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-red-600',
  listbox: 'absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-card',
  option: 'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink aria-selected:bg-brand-light',
};

/**
 * A text box with a list of suggestions (use-combobox.ts): type to get suggestions, ArrowDown/ArrowUp
 * to move through them, Enter to choose (the first when none is highlighted), Escape to close the list.
 */
export function Combobox({
  label,
  value,
  onInputChange,
  options,
  onSelect,
  loading,
  emptyText,
  error,
  hint,
  placeholder,
  icon,
  name,
  autoFocus,
  hideLabel,
  listLabel,
  renderOption = (option) => option.label,
  classes = {},
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({
    options,
    onChoose: onSelect,
    hasContent: value.trim().length > 0 && (options.length > 0 || Boolean(loading) || Boolean(emptyText)),
    enterTakesFirst: true,
  });
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const look = { ...defaultClasses, ...classes };

  // Text typed before hydration is kept and searched.
  useTypedBeforeHydration(input, value, (typed) => {
    onInputChange(typed);
    combobox.setOpen(document.activeElement === input.current);
  });

  return (
    <div className={look.root}>
      <label htmlFor={combobox.ids.input} className={hideLabel ? 'sr-only' : look.label}>
        {label}
      </label>
      <div className="relative">
        {icon && <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">{icon}</span>}
        <input
          ref={input}
          {...combobox.inputProps}
          name={name}
          type="text"
          // biome-ignore lint/a11y/noAutofocus: only when the visitor has just opened the chooser (see the prop), never at load.
          autoFocus={autoFocus}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onInputChange(event.target.value);
            combobox.setOpen(true);
            combobox.setActive(-1);
          }}
          onFocus={() => combobox.setOpen(true)}
          className={`${look.input} ${icon ? 'pl-10' : 'pl-3'}`}
        />
      </div>
      <ul {...combobox.listboxProps} aria-label={listLabel ?? m['ui.combobox.suggestions']({ label })} className={look.listbox}>
        {options.map((option, index) => (
          <li key={option.id} {...combobox.optionProps(index)} className={look.option}>
            {renderOption(option)}
          </li>
        ))}
        {loading && options.length === 0 && <li className="px-3 py-2 text-sm text-muted">{m['ui.combobox.searching']()}</li>}
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
