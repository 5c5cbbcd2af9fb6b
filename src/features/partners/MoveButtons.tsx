import { ArrowDown, ArrowUp } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';

/** Move up and Move down for the item at `index` of `count` (the first cannot go earlier, nor the last later). */
export function MoveButtons({
  index,
  count,
  move,
  earlier,
  later,
  className,
  disabled = false,
}: {
  index: number;
  count: number;
  move: (index: number, by: -1 | 1) => void;
  /** The buttons' accessible names. */
  earlier: string;
  later: string;
  className: string;
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className={className} disabled={disabled || index === 0} onClick={() => move(index, -1)} aria-label={earlier}>
        <SvgIcon svg={ArrowUp} className="size-4" />
      </button>
      <button type="button" className={className} disabled={disabled || index === count - 1} onClick={() => move(index, 1)} aria-label={later}>
        <SvgIcon svg={ArrowDown} className="size-4" />
      </button>
    </>
  );
}
