import { sizedIcon } from '../../lib/icons';

/** A lucide-static icon inside an island (our own static SVG strings only). */
export function SvgIcon({ svg, className }: { svg: string; className?: string }) {
  return <span className="inline-flex" dangerouslySetInnerHTML={{ __html: sizedIcon(svg, className) }} />;
}
