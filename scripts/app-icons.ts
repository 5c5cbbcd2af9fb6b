/**
 * The installable app's PNG icons (manifest.webmanifest, business.webmanifest, apple-touch-icon), drawn with
 * sharp from public/favicon.svg, the site's logo mark. Run again after the logo changes:
 * `npx tsx scripts/app-icons.ts`; the PNGs are committed (tests/artwork.test.ts-style checks read them).
 *
 * - icon-192.png, icon-512.png: the mark as it is (rounded square), purpose "any".
 * - maskable-512.png: the mark's S inside the maskable safe zone (the centre 80 %), on a full-bleed brand
 *   square, so a launcher's circle or squircle crop never cuts it.
 * - apple-touch-icon.png (180): full-bleed, iOS rounds it itself.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const mark = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = path.join(root, 'public/icons');
await mkdir(out, { recursive: true });

/** The S path of the mark (64×64 box), drawn on a full square of the brand colour, scaled by `scale` round its centre. */
function fullBleed(scale: number): Buffer {
  const s = /<path d="([^"]+)"/.exec(mark)?.[1];
  const fill = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
  if (!s || !fill) throw new Error('public/favicon.svg: no mark path or brand fill found');
  const offset = 32 - 32 * scale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${s}" fill="#fff"/></g></svg>`,
  );
}

const png = (svg: Buffer | string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));

await png(mark, 192, 'icon-192.png');
await png(mark, 512, 'icon-512.png');
// The S spans about 60 % of the mark's box; at 0.8 it stays within the safe zone's circle (radius 40 %).
await png(fullBleed(0.8), 512, 'maskable-512.png');
await png(fullBleed(1), 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(root, out)}`);
