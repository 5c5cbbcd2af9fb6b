import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './badges';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character is right', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(isValidGstin(gstin), gstin).toBe(true);
  });

  it('computes the mod-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, a wrong shape and a state that does not exist', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPF00939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
    const state45 = `45AAPFU0939F1Z`;
    expect(isValidGstin(state45 + gstinCheckCharacter(state45))).toBe(false);
  });
});
