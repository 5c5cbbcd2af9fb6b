import { sizedIcon } from '../../lib/icons';

/** A lucide-static icon inside an island (our own static SVG strings only). */
export function SvgIcon({ svg, className }: { svg: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is one of lucide-static's SVG strings, bundled with the code, never a visitor's text.
  return <span className="inline-flex" dangerouslySetInnerHTML={{ __html: sizedIcon(svg, className) }} />;
}
