import { useId, useState } from 'react';
import { m } from '../../lib/i18n';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** The word for each number of stars, read when shown (in the page's language). */
const WORDS: Record<number, () => string> = {
  1: () => m['review.stars.poor'](),
  2: () => m['review.stars.fair'](),
  3: () => m['review.stars.good'](),
  4: () => m['review.stars.veryGood'](),
  5: () => m['review.stars.excellent'](),
};

interface Props {
  name: string;
  value: number;
  onChange: (stars: number) => void;
  legend: string;
  error?: string;
}

/**
 * Five stars as a native radio group: Tab reaches it, the arrow keys move through the stars and
 * choose, screen readers hear '4 stars, Very good'. The radios are visually hidden; the stars are
 * their labels.
 */
export function StarRatingInput({ name, value, onChange, legend, error }: Props) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only preview of the stars; the keyboard chooses with the radios. */}
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only preview of the stars; the keyboard chooses with the radios.
          <span key={stars} className="relative" onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              id={`${id}-${stars}`}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <label
              htmlFor={`${id}-${stars}`}
              className="grid size-11 cursor-pointer place-items-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-brand"
            >
              <svg
                viewBox="0 0 24 24"
                className={`size-9 transition-transform ${stars <= shown ? 'text-amber-500' : 'text-slate-300'} ${hover === stars ? 'scale-110' : ''}`}
                aria-hidden="true"
              >
                <path d={STAR} fill="currentColor" />
              </svg>
              <span className="sr-only">{m['review.stars.choice']({ stars, word: WORDS[stars]?.() ?? '' })}</span>
            </label>
          </span>
        ))}
        <span className="ml-2 text-sm font-medium text-muted" aria-hidden="true">
          {shown ? WORDS[shown]?.() : m['review.stars.tap']()}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
