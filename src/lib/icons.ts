/**
 * Sizes a lucide-static SVG string for inline use: replaces the root element's fixed width, height and
 * class with ours and hides it from screen readers (the surrounding control carries the label).
 * Only ever used with our own icon strings, never with user or partner text.
 */
export function sizedIcon(svg: string, className = 'size-5'): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<svg[^>]*>/, (root) =>
      root.replace(/\s(width|height|class)="[^"]*"/g, '').replace('<svg', `<svg class="${className}" aria-hidden="true" focusable="false"`),
    )
    .trim();
}
