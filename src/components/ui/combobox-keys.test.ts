import { describe, expect, it } from 'vitest';
import { comboboxCommand } from './combobox-keys';

const open = (active: number, count = 3) => ({ expanded: true, active, count });
const closed = (count = 3) => ({ expanded: false, active: -1, count });

describe('comboboxCommand', () => {
  it('opens a closed list on the first option with ArrowDown and on the last with ArrowUp', () => {
    expect(comboboxCommand('ArrowDown', closed())).toEqual({ kind: 'highlight', index: 0 });
    expect(comboboxCommand('ArrowUp', closed())).toEqual({ kind: 'highlight', index: 2 });
  });

  it('moves through an open list and wraps at both ends', () => {
    expect(comboboxCommand('ArrowDown', open(0))).toEqual({ kind: 'highlight', index: 1 });
    expect(comboboxCommand('ArrowDown', open(2))).toEqual({ kind: 'highlight', index: 0 });
    expect(comboboxCommand('ArrowUp', open(1))).toEqual({ kind: 'highlight', index: 0 });
    expect(comboboxCommand('ArrowUp', open(0))).toEqual({ kind: 'highlight', index: 2 });
    expect(comboboxCommand('ArrowUp', open(-1))).toEqual({ kind: 'highlight', index: 2 });
  });

  it('leaves arrows alone when there is nothing to move through', () => {
    expect(comboboxCommand('ArrowDown', closed(0))).toBeNull();
    expect(comboboxCommand('ArrowUp', open(-1, 0))).toBeNull();
  });

  it('chooses the highlighted option with Enter, and otherwise leaves Enter to the form', () => {
    expect(comboboxCommand('Enter', open(1))).toEqual({ kind: 'choose', index: 1 });
    expect(comboboxCommand('Enter', open(-1))).toBeNull();
    expect(comboboxCommand('Enter', closed())).toBeNull();
  });

  it('takes the first option on Enter when asked to (a field inside a larger form)', () => {
    expect(comboboxCommand('Enter', { ...open(-1), enterTakesFirst: true })).toEqual({ kind: 'choose', index: 0 });
    expect(comboboxCommand('Enter', { ...closed(), enterTakesFirst: true })).toBeNull();
  });

  it('closes an open list with Escape, and reports Escape in a closed one', () => {
    expect(comboboxCommand('Escape', open(0))).toEqual({ kind: 'close' });
    expect(comboboxCommand('Escape', closed())).toEqual({ kind: 'escape-closed' });
  });

  it('ignores other keys', () => {
    expect(comboboxCommand('a', open(0))).toBeNull();
    expect(comboboxCommand('Tab', open(0))).toBeNull();
  });
});
