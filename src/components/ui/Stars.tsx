import { useId } from 'react';
import { ratingText, starParts } from '../../lib/format';
import { m } from '../../lib/i18n';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Half-star rating display for islands; the same drawing as Stars.astro. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const id = useId();
  const { full, half, empty } = starParts(value);
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500" role="img" aria-label={m['ui.stars.rated']({ rating: ratingText(value) })}>
      {Array.from({ length: full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars of a fixed count, never reordered.
        <svg key={`f${i}`} viewBox="0 0 24 24" className={className} aria-hidden="true">
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
      {half && (
        <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
          <defs>
            <linearGradient id={id}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="#e2e8f0" />
            </linearGradient>
          </defs>
          <path d={STAR} fill={`url(#${id})`} />
        </svg>
      )}
      {Array.from({ length: empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars of a fixed count, never reordered.
        <svg key={`e${i}`} viewBox="0 0 24 24" className={className} aria-hidden="true">
          <path d={STAR} fill="#e2e8f0" />
        </svg>
      ))}
    </span>
  );
}
