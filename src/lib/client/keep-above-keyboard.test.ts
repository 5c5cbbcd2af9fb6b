import { describe, expect, it } from 'vitest';
import { scrollToKeep } from './keep-above-keyboard';

describe('scrollToKeep', () => {
  const header = 64;
  it('leaves a field that shows whole under the header', () => {
    expect(scrollToKeep({ top: 200, bottom: 248 }, { top: 0, bottom: 780 }, header)).toBe(0);
  });
  it('brings a field the keyboard covers up under the header', () => {
    // The home page's hero search at 424–472 with a keyboard leaving 0–420 visible.
    expect(scrollToKeep({ top: 424, bottom: 472 }, { top: 0, bottom: 420 }, header)).toBe(424 - 64 - 8);
  });
  it('brings a field hidden under the header down', () => {
    expect(scrollToKeep({ top: 20, bottom: 68 }, { top: 0, bottom: 780 }, header)).toBe(20 - 64 - 8);
  });
  it('counts from the top of the visual viewport when it is scrolled within the page', () => {
    expect(scrollToKeep({ top: 300, bottom: 348 }, { top: 200, bottom: 500 }, header)).toBe(0);
    expect(scrollToKeep({ top: 480, bottom: 528 }, { top: 200, bottom: 500 }, header)).toBe(480 - 264 - 8);
  });
});
