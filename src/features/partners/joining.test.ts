import { describe, expect, it } from 'vitest';
import { slugWords } from './joining';

describe('slugWords', () => {
  it('makes the URL words of a business name', () => {
    expect(slugWords("Ravi's Salon & Spa")).toBe('ravis-salon-spa');
    expect(slugWords('  Café  Déjà Vu, Kolkata ')).toBe('cafe-deja-vu-kolkata');
  });

  it('answers nothing for a name without a Latin letter or digit, and keeps long names short without a trailing dash', () => {
    expect(slugWords('घोष इलेक्ट्रिकल्स')).toBe('');
    const long = slugWords(`${'a'.repeat(59)} b c`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});
