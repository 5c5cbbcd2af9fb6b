import { Smartphone } from 'lucide-static';
import { describe, expect, it } from 'vitest';
import { sizedIcon } from './icons';

describe('sizedIcon', () => {
  it('sets our class on the root only and keeps the sizes of inner shapes', () => {
    const svg = sizedIcon(Smartphone, 'size-4');
    expect(svg.startsWith('<svg class="size-4" aria-hidden="true"')).toBe(true);
    expect(svg).not.toMatch(/<svg[^>]*\swidth=/);
    expect(svg).toMatch(/<rect[^>]*width="14"/);
  });
});
