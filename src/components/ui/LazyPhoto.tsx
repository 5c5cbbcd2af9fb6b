/**
 * A photo beside words that name it (alt ""), in an island: sized, so the page does not jump as it arrives, and
 * loaded only as it nears the screen. `hideWhenBroken` leaves an empty frame where a photo cannot be loaded.
 */
export function LazyPhoto({
  src,
  width,
  height,
  className,
  hideWhenBroken = false,
}: {
  src: string;
  width: number;
  height: number;
  className: string;
  hideWhenBroken?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={hideWhenBroken ? (event) => (event.currentTarget.style.visibility = 'hidden') : undefined}
      className={className}
    />
  );
}
