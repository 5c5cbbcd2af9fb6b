import type { Ref } from 'react';

/** The file picker behind a "photo" button: hidden, out of the tab order, handing on the one picture chosen. */
export function HiddenPhotoInput({ ref, onPhoto }: { ref: Ref<HTMLInputElement>; onPhoto: (file: File | undefined) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/png,image/jpeg,image/webp"
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => onPhoto(event.target.files?.[0])}
    />
  );
}
