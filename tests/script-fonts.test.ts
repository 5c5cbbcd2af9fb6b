import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cutScriptFont, SCRIPT_FONT_WEIGHTS, SCRIPT_FONTS, scriptFontPath, unicodeRange } from '../scripts/script-fonts';

const css = readFileSync('src/styles/global.css', 'utf8');
/** The @font-face rule global.css gives `family`. */
const faceRule = (family: string) => css.split('@font-face').find((rule) => rule.includes(`font-family: '${family}'`)) ?? '';

describe('the Hindi and Bengali faces', () => {
  for (const font of SCRIPT_FONTS) {
    it(`${font.family} is committed as scripts/script-fonts.ts cuts it (rerun it after the font package changes)`, async () => {
      const committed = readFileSync(scriptFontPath(font));
      expect(committed.equals(await cutScriptFont(font))).toBe(true);
      // The cut is what the page preloads on slow 4G: well under the package's whole file.
      expect(committed.length).toBeLessThan(80 * 1024);
    });

    it(`${font.family}'s @font-face names the characters and weights its file holds`, () => {
      const rule = faceRule(font.family);
      expect(rule).toContain(`url('../assets/fonts/${font.file}')`);
      expect(/unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.replace(/\s+/g, ' ').trim()).toBe(unicodeRange(font));
      expect(rule).toContain(`font-weight: ${SCRIPT_FONT_WEIGHTS.min} ${SCRIPT_FONT_WEIGHTS.max};`);
    });
  }
});
