/**
 * Draws the demo catalogue's artwork as SVG into public/images/ (committed; rerun after changing the
 * category tree or src/features/catalog/demo/art.ts):
 *   categories/{slug}.svg   a rounded tile in the main category's colour with a white lucide icon
 *   providers/art-{n}.svg   800×600 abstract covers with a category pictogram
 *   og-default.svg          the 1200×630 social card
 *
 *   npx tsx scripts/generate-art.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { artPath, artworks, type Artwork, categoryIconPath, mainPalettes, ogImagePath } from '../src/features/catalog/demo/art';
import { categoryTree } from '../src/features/catalog/demo/categories';
import { hashString, Random } from '../src/features/catalog/demo/random';

const iconsDir = path.resolve('node_modules/lucide-static/icons');
const lucideVersion = (JSON.parse(readFileSync(path.resolve('node_modules/lucide-static/package.json'), 'utf8')) as { version: string }).version;
const licence = `<!-- icons: lucide-static v${lucideVersion} - ISC licence, https://lucide.dev -->`;

/** The drawing inside a lucide icon (its paths, circles…), on a 24×24 grid. */
function iconBody(name: string): string {
  const source = readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
  const body = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
}

/** A lucide icon drawn at (x, y) with the given size in px, stroked in `color`. */
function icon(name: string, x: number, y: number, size: number, color: string, strokePx = size / 12, extra = ''): string {
  const scale = size / 24;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="${color}" stroke-width="${round(
    strokePx / scale,
  )}" stroke-linecap="round" stroke-linejoin="round"${extra}>${iconBody(name)}</g>`;
}

const round = (n: number) => Math.round(n * 100) / 100;

function mix(a: string, b: string, t: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function categoryIcon(slug: string, lucide: string, dark: string, light: string): string {
  const id = `g-${slug}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">`,
    licence,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(dark, light, 0.18)}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="48" height="48" rx="12" fill="url(#${id})"/>`,
    icon(lucide, 12, 12, 24, '#ffffff', 2),
    `</svg>`,
    '',
  ].join('\n');
}

function providerArt(art: Artwork): string {
  const rng = new Random(hashString(`art-${art.n}`));
  const { dark, light } = art.palette;
  const id = `a${art.n}`;
  const shapes: string[] = [];
  const angle = rng.int(0, 3);
  const gradient = [
    ['0', '0', '1', '1'],
    ['0', '1', '1', '0'],
    ['0', '0', '0', '1'],
    ['1', '0', '0', '1'],
  ][angle]!;
  shapes.push(
    `<defs><linearGradient id="${id}" x1="${gradient[0]}" y1="${gradient[1]}" x2="${gradient[2]}" y2="${gradient[3]}"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mix(
      dark,
      light,
      0.75,
    )}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#${id})"/>`,
  );
  switch (art.layout) {
    case 0: {
      // Soft circles and a white card holding the pictogram.
      for (let i = 0; i < 6; i++) {
        shapes.push(
          `<circle cx="${rng.int(0, 800)}" cy="${rng.int(0, 600)}" r="${rng.int(60, 220)}" fill="#ffffff" opacity="${round(0.06 + rng.next() * 0.12)}"/>`,
        );
      }
      shapes.push(`<rect x="290" y="190" width="220" height="220" rx="48" fill="#ffffff" opacity="0.95"/>`);
      shapes.push(icon(art.lucide, 320, 220, 160, dark, 11));
      break;
    }
    case 1: {
      // Layered waves under a pictogram in a circle.
      for (let layer = 0; layer < 3; layer++) {
        const base = 400 + layer * 60;
        const amp = rng.int(25, 55);
        shapes.push(
          `<path d="M0 ${base} C 200 ${base - amp}, 400 ${base + amp}, 800 ${base - rng.int(0, 40)} L800 600 L0 600 Z" fill="#ffffff" opacity="${round(0.1 + layer * 0.08)}"/>`,
        );
      }
      shapes.push(`<circle cx="400" cy="250" r="130" fill="#ffffff" opacity="0.18"/>`);
      shapes.push(`<circle cx="400" cy="250" r="100" fill="#ffffff" opacity="0.22"/>`);
      shapes.push(icon(art.lucide, 330, 180, 140, '#ffffff', 10));
      break;
    }
    case 2: {
      // A dotted field on one side, the pictogram in a ring on the other.
      const dots: string[] = [];
      for (let x = 440; x <= 780; x += 34) for (let y = 40; y <= 560; y += 34) dots.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
      shapes.push(`<g fill="#ffffff" opacity="0.2">${dots.join('')}</g>`);
      shapes.push(`<circle cx="260" cy="300" r="170" fill="none" stroke="#ffffff" stroke-width="18" opacity="0.3"/>`);
      shapes.push(`<circle cx="260" cy="300" r="130" fill="#ffffff" opacity="0.14"/>`);
      shapes.push(icon(art.lucide, 180, 220, 160, '#ffffff', 11));
      shapes.push(`<rect x="${rng.int(500, 600)}" y="${rng.int(380, 460)}" width="160" height="22" rx="11" fill="#ffffff" opacity="0.35"/>`);
      break;
    }
    default: {
      // Concentric rings with faint pictograms scattered around the main one.
      for (let r = 80; r <= 420; r += 60) {
        shapes.push(`<circle cx="400" cy="300" r="${r}" fill="none" stroke="#ffffff" stroke-width="2" opacity="${round(0.28 - r / 2000)}"/>`);
      }
      for (let i = 0; i < 7; i++) {
        const x = rng.int(30, 710);
        const y = rng.int(20, 520);
        if (Math.hypot(x + 30 - 400, y + 30 - 300) < 170) continue;
        shapes.push(icon(art.lucide, x, y, rng.int(40, 64), '#ffffff', 4, ` opacity="${round(0.18 + rng.next() * 0.14)}"`));
      }
      shapes.push(`<circle cx="400" cy="300" r="110" fill="${dark}" opacity="0.55"/>`);
      shapes.push(icon(art.lucide, 330, 230, 140, '#ffffff', 10));
    }
  }
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">`, licence, ...shapes, `</svg>`, ''].join('\n');
}

function socialCard(): string {
  const teal = '#0f766e';
  const tiles = ['wrench', 'sparkles', 'car-taxi-front', 'graduation-cap', 'scale', 'house', 'truck', 'scissors', 'heart-pulse'];
  const grid = tiles
    .map((name, i) => {
      const x = 760 + (i % 3) * 130;
      const y = 150 + Math.floor(i / 3) * 130;
      return `<rect x="${x}" y="${y}" width="104" height="104" rx="26" fill="#ffffff" opacity="0.14"/>${icon(name, x + 28, y + 28, 48, '#ffffff', 4)}`;
    })
    .join('');
  const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    licence,
    `<title>Seva \u2014 local services near you</title>`,
    `<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${teal}"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#og)"/>`,
    `<circle cx="1120" cy="40" r="220" fill="#ffffff" opacity="0.06"/><circle cx="60" cy="640" r="260" fill="#ffffff" opacity="0.05"/>`,
    `<rect x="80" y="120" width="88" height="88" rx="24" fill="#ffffff"/>`,
    icon('house', 102, 142, 44, teal, 4),
    `<text x="80" y="330" ${font} font-size="120" font-weight="800" fill="#ffffff">Seva</text>`,
    `<text x="80" y="410" ${font} font-size="46" font-weight="600" fill="#ffffff">\u2014 local services near you</text>`,
    `<text x="80" y="480" ${font} font-size="28" fill="#ccfbf1">Plumbers, beauticians, drivers, tutors and lawyers</text>`,
    `<text x="80" y="520" ${font} font-size="28" fill="#ccfbf1">across India, with ratings and reviews.</text>`,
    grid,
    `</svg>`,
    '',
  ].join('\n');
}

/** Every generated file: path under public/ → SVG text. */
export function renderArtwork(): Map<string, string> {
  const files = new Map<string, string>();
  for (const main of categoryTree) {
    const { dark, light } = mainPalettes[main.slug]!;
    const all = [main, ...main.subs, ...main.subs.flatMap((s) => s.leaves)];
    for (const category of all) files.set(categoryIconPath(category.slug), categoryIcon(category.slug, category.lucide, dark, light));
  }
  for (const art of artworks) files.set(artPath(art.n), providerArt(art));
  files.set(ogImagePath, socialCard());
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const publicDir = path.resolve('public');
  let bytes = 0;
  const files = renderArtwork();
  for (const [urlPath, svg] of files) {
    const target = path.join(publicDir, urlPath);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, svg);
    bytes += Buffer.byteLength(svg);
  }
  console.log(`generate-art: wrote ${files.size} files (${Math.round(bytes / 1024)} KB) under public/images/`);
}
