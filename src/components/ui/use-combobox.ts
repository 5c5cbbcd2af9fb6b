import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { comboboxCommand } from './combobox-keys';

interface Options<T> {
  /** The options in the order the arrow keys move through them. */
  options: readonly T[];
  onChoose: (option: T) => void;
  /** Whether the open popup has anything to show: options, or a line such as 'No matches'. Default: any option. */
  hasContent?: boolean;
  /** Enter with nothing highlighted takes the first option (see combobox-keys.ts). */
  enterTakesFirst?: boolean;
  /** Escape with the list closed; return true when it did something (the key is then not passed on). */
  onEscapeClosed?: () => boolean;
}

/**
 * The one combobox of the site (WAI-ARIA 1.2 combobox with a listbox popup), without its looks: focus
 * stays in the text box, the highlighted option is announced through aria-activedescendant, the keys
 * follow combobox-keys.ts. The island spreads `inputProps` on its input, `listboxProps` on the list and
 * `optionProps(index)` on each option, and draws them as it likes.
 */
export function useCombobox<T>({ options, onChoose, hasContent = options.length > 0, enterTakesFirst, onEscapeClosed }: Options<T>) {
  const id = useId();
  const ids = { input: `${id}-input`, listbox: `${id}-listbox` };
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && hasContent;

  function choose(index: number) {
    const option = options[index];
    if (option === undefined) return;
    setOpen(false);
    setActive(-1);
    onChoose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const command = comboboxCommand(event.key, { expanded, active, count: options.length, enterTakesFirst });
    if (!command) return;
    if (command.kind === 'escape-closed') {
      if (onEscapeClosed?.()) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (command.kind === 'highlight') {
      setOpen(true);
      setActive(command.index);
    } else if (command.kind === 'choose') {
      choose(command.index);
    } else {
      // Close the list, not a dialog around the box.
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return {
    ids,
    expanded,
    active,
    /** Shows or hides the list (an island opens it when suggestions arrive, or as the visitor types). */
    setOpen,
    setActive,
    inputProps: {
      id: ids.input,
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': ids.listbox,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    listboxProps: { id: ids.listbox, role: 'listbox' as const, hidden: !expanded },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      // The box's blur would close the list before the click lands.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => choose(index),
      onMouseMove: () => {
        if (index !== active) setActive(index);
      },
    }),
  };
}
