import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from '../scripts/generate-art';

const files = renderArtwork();

describe('generated artwork', () => {
  it('is committed as scripts/generate-art.ts draws it (rerun it after changing categories or art.ts)', () => {
    const stale = [...files].filter(([url, svg]) => {
      try {
        return readFileSync(path.join('public', url), 'utf8') !== svg;
      } catch {
        return true;
      }
    });
    expect(stale.map(([url]) => url)).toEqual([]);
  });

  it('leaves no stray files in the generated folders and stays small', () => {
    for (const folder of ['categories', 'providers']) {
      for (const name of readdirSync(path.join('public/images', folder))) {
        expect(files.has(`/images/${folder}/${name}`), name).toBe(true);
      }
    }
    const bytes = [...files.keys()].reduce((sum, url) => sum + statSync(path.join('public', url)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('renders every file as an image of the intended size', async () => {
    for (const [url, svg] of files) {
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      const expected = url.includes('/categories/') ? [96, 96] : url.includes('/providers/') ? [800, 600] : [1200, 630];
      expect([width, height], url).toEqual(expected);
    }
  });
});
