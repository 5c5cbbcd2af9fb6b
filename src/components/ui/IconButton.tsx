import { SvgIcon } from './SvgIcon';

/** A plain button: an icon, then its words. */
export function IconButton({
  icon,
  label,
  onClick,
  className,
  iconClass,
}: {
  icon: string;
  label: string;
  onClick: () => void;
  className: string;
  iconClass: string;
}) {
  return (
    <button type="button" onClick={onClick} className={className}>
      <SvgIcon svg={icon} className={iconClass} /> {label}
    </button>
  );
}
