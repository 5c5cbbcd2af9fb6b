import { reusedByKey } from './reused';

/**
 * Sizes a lucide-static SVG string for inline use: replaces the root element's fixed width, height and
 * class with ours and hides it from screen readers (the surrounding control carries the label).
 * Only ever used with our own icon strings, never with user or partner text.
 *
 * The markup is made compact (lucide-static's strings put every attribute on a line of its own, and an SVG
 * element inside HTML needs no xmlns): a listing page inlines ~80 icons, 43 KB of its 112 KB as they came.
 * Each icon is made once a class and kept (a page asks for the same few again and again).
 */
export function sizedIcon(svg: string, className = 'size-5'): string {
  return sizedIconsOf(svg)(className);
}

const sizedIconsOf = reusedByKey((svg: string) =>
  reusedByKey((className: string) =>
    svg
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<svg[^>]*>/, (root) =>
        root
          .replace(/\s(width|height|class|xmlns)="[^"]*"/g, '')
          .replace('<svg', `<svg class="${className}" aria-hidden="true" focusable="false"`)
          .replace(/\s+/g, ' ')
          .replace(' >', '>'),
      )
      .replace(/>\s+</g, '><')
      .replace(/\s+\/>/g, '/>')
      .trim(),
  ),
);
