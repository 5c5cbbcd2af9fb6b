import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { Stars } from '../../components/ui/Stars';
import { useHydrated } from '../../lib/client/use-hydrated';
import { ratingCountLabel, ratingText } from '../../lib/format';
import { ratingUpdate } from '../listings/details-store';

/**
 * The provider card's average (half stars) and count, as rendered, then as they stand after a review
 * is submitted on this page.
 */
export default function RatingBadge({ average, count }: { average: number; count: number }) {
  const update = useStore(ratingUpdate);
  const shown = (useHydrated() && update) || { average, count };
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="rating-badge">
      <span className="inline-flex h-7 items-center rounded-md bg-positive px-2 text-sm font-bold text-white">{ratingText(shown.average)}</span>
      <Stars value={shown.average} className="size-4" />
      <span className="text-sm font-medium text-muted">{ratingCountLabel(shown.count)}</span>
    </span>
  );
}

if (import.meta.env.SSR) reactIsland(RatingBadge);
