import { describe, expect, it } from 'vitest';
import { applyChange, stillHeld } from './use-schema-form';

const follows = { point: ['place'], price: ['point', 'other'] } as const;
const filled = { place: 'Howrah', point: '22.58,88.34', other: 'x', price: '306' };

describe('applyChange', () => {
  it('sets the patched fields and empties what follows them, on and on', () => {
    expect(applyChange(filled, { place: 'Salt Lake' }, follows)).toEqual({
      values: { place: 'Salt Lake', point: '', other: 'x', price: '' },
      emptied: ['point', 'price'],
    });
    expect(applyChange(filled, { other: 'y' }, follows)).toEqual({ values: { ...filled, other: 'y', price: '' }, emptied: ['price'] });
  });

  it('keeps what the patch sets itself, even where it follows a changed field', () => {
    expect(applyChange(filled, { place: 'Salt Lake', point: '22.57,88.43' }, follows)).toEqual({
      values: { place: 'Salt Lake', point: '22.57,88.43', other: 'x', price: '' },
      emptied: ['price'],
    });
  });

  it('empties nothing for a field set to what it held, or without rules', () => {
    expect(applyChange(filled, { place: 'Howrah' }, follows)).toEqual({ values: filled, emptied: [] });
    expect(applyChange(filled, { place: 'Salt Lake' })).toEqual({ values: { ...filled, place: 'Salt Lake' }, emptied: [] });
  });

  it('leaves the values it was given as they were', () => {
    const before = { ...filled };
    applyChange(filled, { place: 'Salt Lake' }, follows);
    expect(filled).toEqual(before);
  });
});

describe('stillHeld', () => {
  it('is true only while every field asked about holds what it held', () => {
    expect(stillHeld(filled, { place: 'Howrah', point: '22.58,88.34' })).toBe(true);
    expect(stillHeld(filled, {})).toBe(true);
    expect(stillHeld({ ...filled, point: '' }, { place: 'Howrah', point: '22.58,88.34' })).toBe(false);
  });
});
