import { Smartphone, Star } from 'lucide-static';
import { describe, expect, it } from 'vitest';
import { sizedIcon } from './icons';

describe('sizedIcon', () => {
  it('sets our class on the root only and keeps the sizes of inner shapes', () => {
    const svg = sizedIcon(Smartphone, 'size-4');
    expect(svg.startsWith('<svg class="size-4" aria-hidden="true"')).toBe(true);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).toMatch(/<rect[^>]*width="14"/);
  });

  it('keeps what draws the icon and drops the whitespace between its parts', () => {
    expect(sizedIcon(Star, 'size-3')).toBe(
      '<svg class="size-3" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
        `<path d="${/ d="([^"]+)"/.exec(Star)?.[1]}"/></svg>`,
    );
  });

  it('answers each icon and class as it did the first time', () => {
    expect(sizedIcon(Star)).toBe(sizedIcon(Star));
    expect(sizedIcon(Star)).not.toBe(sizedIcon(Star, 'size-4'));
  });
});
