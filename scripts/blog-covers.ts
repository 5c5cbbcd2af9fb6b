/**
 * Draws the blog's cover art: one 1200×630 SVG per article in public/images/blog/<slug>.svg, abstract
 * shapes in the brand palette around a lucide icon for the article's subject, and a PNG rendering of
 * it beside it for og:image (link previews on WhatsApp, X and Facebook do not show SVG).
 * The drawing is seeded by the slug, so re-running gives the same files. Run after adding an article:
 *   npx tsx scripts/blog-covers.ts
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'src/content/blog');
const outDir = path.join(root, 'public/images/blog');

const palette = {
  teal: '#0f766e',
  tealDark: '#115e59',
  tealDeep: '#134e4a',
  tealLight: '#ccfbf1',
  amber: '#f59e0b',
  amberLight: '#fde68a',
  slate: '#0f172a',
  slateMid: '#334155',
  slateLight: '#f8fafc',
};

/** The subject of each article as a lucide icon; articles not listed get their category's icon. */
const iconForSlug: Record<string, string> = {
  'getting-your-ac-ready-for-summer': 'snowflake',
  'how-to-choose-a-plumber': 'wrench',
  'fair-prices-for-home-services-in-indian-cities-2026': 'indian-rupee',
  'how-seva-refund-and-cancellation-policy-works': 'refresh-ccw',
  'how-ride-and-ambulance-prices-are-worked-out': 'ambulance',
  'questions-to-ask-before-hiring-a-tutor': 'graduation-cap',
  'preparing-for-a-beauty-service-at-home': 'sparkles',
  'when-you-need-a-lawyer-for-a-property-purchase': 'scale',
  'staying-safe-with-service-professionals-at-home': 'shield-check',
};
const iconForCategory: Record<string, string> = {
  'repairs-service': 'wrench',
  'beauty-care': 'sparkles',
  transportation: 'route',
  law: 'scale',
  training: 'book-open',
  'using-seva': 'house',
};

/** Small deterministic PRNG (mulberry32) seeded from the slug. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The drawing elements (paths, circles…) of a lucide-static icon, without its <svg> wrapper. */
function iconBody(name: string): string {
  const svg = readFileSync(path.join(root, 'node_modules/lucide-static/icons', `${name}.svg`), 'utf8');
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/\s*\n\s*/g, '')
    .trim();
}

function frontmatterValue(markdown: string, key: string): string | undefined {
  return markdown.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1]?.trim();
}

const r = (n: number) => Math.round(n);

type Variant = 'teal' | 'ink' | 'light';

function drawCover(slug: string, category: string, variant: Variant): string {
  const rand = random(slug);
  const between = (min: number, max: number) => min + rand() * (max - min);
  const dark = variant !== 'light';
  const background =
    variant === 'teal'
      ? `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.teal}"/><stop offset="1" stop-color="${palette.tealDeep}"/></linearGradient>`
      : variant === 'ink'
        ? `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.slate}"/><stop offset="1" stop-color="${palette.slateMid}"/></linearGradient>`
        : `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.slateLight}"/><stop offset="1" stop-color="${palette.tealLight}"/></linearGradient>`;
  const soft = dark ? palette.tealLight : palette.teal;

  // Large soft discs and rings behind everything.
  const bigX = between(700, 1000);
  const bigY = between(120, 480);
  const shapes = [
    `<circle cx="${r(bigX)}" cy="${r(bigY)}" r="${r(between(280, 360))}" fill="${soft}" opacity="${dark ? 0.1 : 0.12}"/>`,
    `<circle cx="${r(between(80, 360))}" cy="${r(between(420, 620))}" r="${r(between(150, 230))}" fill="${palette.amber}" opacity="${dark ? 0.9 : 0.85}"/>`,
    `<circle cx="${r(between(120, 420))}" cy="${r(between(40, 200))}" r="${r(between(60, 110))}" fill="none" stroke="${soft}" stroke-width="18" opacity="0.35"/>`,
    `<circle cx="${r(between(520, 640))}" cy="${r(between(470, 560))}" r="${r(between(20, 34))}" fill="${palette.amberLight}" opacity="0.9"/>`,
  ];

  // A grid of dots on the left.
  const dots: string[] = [];
  const gridX = r(between(60, 140));
  const gridY = r(between(230, 300));
  for (let row = 0; row < 5; row++) for (let col = 0; col < 8; col++) dots.push(`<circle cx="${gridX + col * 28}" cy="${gridY + row * 28}" r="4"/>`);

  // Three flowing lines across the picture.
  const waves: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = between(140, 500);
    const amplitude = between(30, 80);
    const d = `M-20 ${r(y)} C ${r(between(200, 350))} ${r(y - amplitude)}, ${r(between(450, 650))} ${r(y + amplitude)}, ${r(between(750, 900))} ${r(y)} S ${r(between(1050, 1150))} ${r(y - amplitude)}, 1220 ${r(y + between(-40, 40))}`;
    waves.push(
      `<path d="${d}" fill="none" stroke="${i === 1 ? palette.amber : soft}" stroke-width="${i === 1 ? 6 : 3}" stroke-linecap="round" opacity="${i === 1 ? 0.8 : 0.35}"/>`,
    );
  }

  // The subject: a white card with the icon, right of centre.
  const cardSize = 300;
  const cardX = r(between(700, 780));
  const cardY = r((630 - cardSize) / 2 + between(-30, 30));
  const iconScale = 8.5;
  const iconOffset = (cardSize - 24 * iconScale) / 2;
  const icon = iconForSlug[slug] ?? iconForCategory[category] ?? 'house';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>${background}<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0f172a" flood-opacity="${dark ? 0.35 : 0.18}"/></filter></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
${shapes.join('\n')}
<g fill="${soft}" opacity="${dark ? 0.3 : 0.25}">${dots.join('')}</g>
${waves.join('\n')}
<g transform="translate(${cardX} ${cardY})" filter="url(#shadow)">
<rect width="${cardSize}" height="${cardSize}" rx="56" fill="#ffffff"/>
<circle cx="${cardSize - 38}" cy="38" r="14" fill="${palette.amber}"/>
<g transform="translate(${iconOffset} ${iconOffset}) scale(${iconScale})" fill="none" stroke="${palette.teal}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconBody(icon)}</g>
</g>
</svg>
`;
}

mkdirSync(outDir, { recursive: true });
/** Each category keeps one background, so that a cover hints at its subject and adding an article changes no other. */
const variantForCategory: Record<string, Variant> = {
  'repairs-service': 'teal',
  'beauty-care': 'ink',
  transportation: 'ink',
  law: 'ink',
  training: 'light',
  'using-seva': 'light',
};

for (const file of readdirSync(contentDir)
  .filter((name) => name.endsWith('.md'))
  .sort()) {
  const slug = file.replace(/\.md$/, '');
  const category = frontmatterValue(readFileSync(path.join(contentDir, file), 'utf8'), 'category') ?? 'using-seva';
  const svg = drawCover(slug, category, variantForCategory[category] ?? 'light');
  writeFileSync(path.join(outDir, `${slug}.svg`), svg);
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, `${slug}.png`));
  console.log(`public/images/blog/${slug}.svg (+ .png)`);
}
