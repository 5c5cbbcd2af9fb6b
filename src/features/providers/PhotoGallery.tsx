import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { Camera, ChevronLeft, ChevronRight, ImageOff } from 'lucide-static';
import { useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { HiddenPhotoInput } from './HiddenPhotoInput';
import { useHydrated } from '../../lib/client/use-hydrated';
import { m } from '../../lib/i18n';
import { addedPhotos, mayAddPhoto, uploadPhoto } from '../listings/details-store';
import type { PhotoItem } from '../listings/listing-details';
import { paths } from '../../paths';
import { LazyPhoto } from '../../components/ui/LazyPhoto';

/** Thumbnails shown before 'See all'. */
const FIRST_ROW = 8;

/**
 * Photos (SPEC.md section 2): the provider's photos and those customers added, as a grid of sized,
 * lazy thumbnails; a photo opens in a lightbox (a modal dialog: arrow keys or the buttons move through
 * the photos, Escape closes). A signed-in customer's Add Photo uploads for real and shows at once.
 */
/** `site`: the site's address (SITE_URL), for a photo's "Report" link to name the photo absolutely. */
export default function PhotoGallery({
  serviceId,
  serviceName,
  photos,
  site,
}: {
  serviceId: number;
  serviceName: string;
  photos: PhotoItem[];
  site: string;
}) {
  const stored = useStore(addedPhotos);
  const added = useHydrated() ? stored : [];
  const all = [...added, ...photos.filter((photo) => !added.some((a) => a.id === photo.id))];
  const [showAll, setShowAll] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = showAll ? all : all.slice(0, FIRST_ROW);
  const alt = (index: number) => {
    const photo = { name: serviceName, index: index + 1, count: all.length };
    return all[index]?.by_customer ? m['provider.photos.altByCustomer'](photo) : m['provider.photos.alt'](photo);
  };

  const move = (step: number) => setCurrent((index) => (index === null ? null : (index + step + all.length) % all.length));

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    await uploadPhoto(serviceId, file);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <h2 id="photos-heading" className="text-lg font-bold text-ink">
          {m['provider.photos.title']()} <span className="text-sm font-medium text-muted">({all.length})</span>
        </h2>
        <button
          type="button"
          onClick={() => mayAddPhoto(serviceId) && fileInput.current?.click()}
          disabled={uploading}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-brand hover:text-brand disabled:opacity-60"
        >
          <SvgIcon svg={Camera} className="size-4" /> {uploading ? m['provider.photos.uploading']() : m['provider.photos.upload']()}
        </button>
        <HiddenPhotoInput ref={fileInput} onPhoto={(file) => void onFile(file)} />
      </div>

      {all.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-card border border-dashed border-line p-8 text-center text-muted">
          <SvgIcon svg={ImageOff} className="size-8" />
          <p>{m['provider.photos.none']()}</p>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                className="block w-full overflow-hidden rounded-lg bg-surface"
                aria-label={m['provider.photos.open']({ photo: alt(index) })}
              >
                <LazyPhoto
                  src={photo.url}
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {all.length > FIRST_ROW && (
        <button
          type="button"
          onClick={() => setShowAll((value) => !value)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
        >
          {showAll ? m['provider.photos.showFewer']() : m['provider.photos.seeAll']({ count: all.length })}
        </button>
      )}

      <Dialog
        open={current !== null}
        onClose={() => setCurrent(null)}
        title={current === null ? m['provider.photos.photo']() : m['provider.photos.photoOf']({ index: current + 1, count: all.length })}
        subtitle={serviceName}
        size="max-w-2xl"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {current !== null && all[current] && (
          <div>
            <img
              src={all[current].url}
              alt={alt(current)}
              width={800}
              height={600}
              className="max-h-[60dvh] w-full rounded-lg bg-surface object-contain"
            />
            <a
              href={paths.reportContent('photo', new URL(all[current].url, site).href)}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
            >
              {m['provider.photos.report']()}
            </a>
            {all.length > 1 && (
              <div className="mt-4 flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => move(-1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface"
                >
                  <SvgIcon svg={ChevronLeft} className="size-4" /> {m['provider.photos.previous']()}
                </button>
                <span className="text-sm text-muted">{m['provider.photos.keys']()}</span>
                <button
                  type="button"
                  onClick={() => move(1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface"
                >
                  {m['provider.photos.next']()} <SvgIcon svg={ChevronRight} className="size-4" />
                </button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(PhotoGallery);
