/**
 * The Hindi and Bengali pages' faces (src/styles/global.css), cut from @fontsource-variable's Noto Sans
 * Devanagari and Bengali to what the pages use: each script's own Unicode block (every letter a business's
 * name or a review may hold, with the joiners, the danda and ₹) and the weights the pages' styles name
 * (400 to 800), with harfbuzz's subsetter (subset-font). Each is about 40 % smaller than the package's file
 * (121 and 108 KB), which a Hindi or Bengali page preloads on slow 4G. Run again after the font package or
 * the styles' weights change: `npx tsx scripts/script-fonts.ts`; the files are committed, and
 * tests/script-fonts.test.ts fails while they are not what this script cuts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');

/** The weights the styles use: Tailwind's font-normal (400) to font-extrabold (800). */
export const SCRIPT_FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** Code points, as a CSS unicode-range names them. */
type Range = readonly [number, number];
const SHARED: Range[] = [
  [0x200c, 0x200d], // zero-width non-joiner and joiner: shape conjuncts
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // the dotted circle a lone vowel sign is drawn on
];

export interface ScriptFont {
  family: string;
  /** The package's file it is cut from. */
  source: string;
  /** The committed face, under src/assets/fonts. */
  file: string;
  ranges: Range[];
}

export const SCRIPT_FONTS: ScriptFont[] = [
  {
    family: 'Seva Devanagari',
    source: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    file: 'seva-devanagari.woff2',
    ranges: [[0x0900, 0x097f], ...SHARED],
  },
  {
    family: 'Seva Bengali',
    source: '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
    file: 'seva-bengali.woff2',
    ranges: [[0x0964, 0x0965], [0x0980, 0x09ff], ...SHARED],
  },
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

/** The face's unicode-range as global.css must name it (the test compares them). */
export const unicodeRange = (font: ScriptFont) =>
  font.ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

export const scriptFontPath = (font: ScriptFont) => path.join(root, 'src/assets/fonts', font.file);

/** The face cut from its package's file. */
export function cutScriptFont(font: ScriptFont): Promise<Buffer> {
  const text = font.ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
  const source = readFileSync(path.join(root, 'node_modules', font.source));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: SCRIPT_FONT_WEIGHTS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const font of SCRIPT_FONTS) {
    const cut = await cutScriptFont(font);
    writeFileSync(scriptFontPath(font), cut);
    console.log(`${font.file}: ${cut.length} bytes`);
  }
}
