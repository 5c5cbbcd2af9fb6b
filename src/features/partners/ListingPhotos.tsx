import { reactIsland } from '../../lib/react-island';
import { ImagePlus, Star, Trash2 } from 'lucide-static';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { MoveButtons } from './MoveButtons';
import { api, errorBody, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { apiPaths } from '../../paths';
import type { EditableListing, EditorPhoto } from './listing-editor';
import { LazyPhoto } from '../../components/ui/LazyPhoto';

interface Props {
  servicesId: number;
  photos: EditorPhoto[];
  /** The image the listing leads with now (it may be none of its photos: a business's first picture). */
  featuredImage: string;
}

type Answer = { status: number; msg: string; data: EditableListing };

/** 2 MB, the server's cap (src/lib/server/images.ts): a larger file is refused before it is sent. */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The listing's photos for its owner: add one (checked and re-encoded on the server like every upload),
 * move one earlier or later, choose the one the listing leads with, delete one. Each action says what it
 * did, or what went wrong, in the live region under the heading.
 */
export default function ListingPhotos({ servicesId, photos: initial, featuredImage }: Props) {
  const [photos, setPhotos] = useState(initial);
  const [featured, setFeatured] = useState(featuredImage);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function run(label: string, call: () => Promise<Answer>) {
    setBusy(label);
    setMessage(null);
    try {
      const answer = await call();
      setPhotos(answer.data.photos);
      setFeatured(answer.data.featured_image);
      setMessage({ kind: 'ok', text: answer.msg });
    } catch (error) {
      setMessage({ kind: 'error', text: Object.values(errorBody(error).errors ?? {})[0]?.toString() ?? errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      setMessage({ kind: 'error', text: m['listing.photos.tooLarge']() });
      return;
    }
    const body = new FormData();
    body.set('photo', file);
    void run('upload', () => api<Answer>(apiPaths.businessListingPhotos(servicesId), { method: 'POST', body }));
  }

  function move(index: number, by: -1 | 1) {
    const order = photos.map((photo) => photo.id);
    const [id] = order.splice(index, 1);
    order.splice(index + by, 0, id!);
    void run(`move-${id}`, () => api<Answer>(apiPaths.businessListingPhotoOrder(servicesId), { method: 'POST', body: { photo_ids: order } }));
  }

  function remove(photo: EditorPhoto, position: number) {
    if (!window.confirm(m['listing.photos.deleteConfirm']({ number: position }))) return;
    void run(`delete-${photo.id}`, () => api<Answer>(apiPaths.businessListingPhoto(servicesId, photo.id), { method: 'DELETE' }));
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={upload}
          className="sr-only"
          disabled={busy !== null}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark has-disabled:cursor-not-allowed has-disabled:opacity-60"
        >
          <SvgIcon svg={ImagePlus} className="size-5" />
          {busy === 'upload' ? m['listing.photos.uploading']() : m['listing.photos.add']()}
        </label>
        <span className="text-sm text-muted">{m['listing.photos.types']()}</span>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-3 text-sm font-semibold empty:hidden ${message?.kind === 'error' ? 'text-red-700' : 'text-positive'}`}
      >
        {busy && busy !== 'upload' ? m['ui.form.saving']() : message?.text}
      </p>
      {!photos.some((photo) => photo.featured) && (
        <div className="mt-4 flex items-center gap-3 rounded-card border border-line p-2">
          <img
            src={featured}
            alt={m['listing.photos.featuredNow']()}
            width="112"
            height="84"
            className="aspect-4/3 w-28 shrink-0 rounded-lg object-cover"
          />
          <p className="text-sm text-muted">
            <strong className="block text-ink">{m['listing.photos.featuredNow']()}</strong>
            {m['listing.photos.chooseFeature']()}
          </p>
        </div>
      )}
      {photos.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-line p-5 text-muted">{m['listing.photos.none']()}</p>
      ) : (
        <ol className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex gap-1 overflow-hidden rounded-card border border-line bg-white p-2 sm:block sm:p-0">
              <div className="relative w-28 shrink-0 sm:w-auto">
                <LazyPhoto src={photo.url} width={320} height={240} className="aspect-4/3 w-full rounded-lg object-cover sm:rounded-none" />
                {photo.featured && (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-white">
                    <SvgIcon svg={Star} className="size-3.5" /> {m['listing.photos.featured']()}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap content-start gap-2 px-2 sm:p-3">
                <p className="w-full text-xs text-muted">
                  {m['listing.photos.photo']({ number: index + 1 })}
                  {photo.featured ? ` · ${m['listing.photos.isFeatured']()}` : ''}
                  {photo.by_customer ? ` · ${m['listing.photos.byCustomer']()}` : ''}
                </p>
                <MoveButtons
                  index={index}
                  count={photos.length}
                  move={move}
                  earlier={m['listing.photos.moveEarlier']({ number: index + 1 })}
                  later={m['listing.photos.moveLater']({ number: index + 1 })}
                  className={smallButton}
                  disabled={busy !== null}
                />
                {!photo.featured && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(`feature-${photo.id}`, () =>
                        api<Answer>(apiPaths.businessListingPhotoFeatured(servicesId, photo.id), { method: 'POST' }),
                      )
                    }
                    aria-label={m['listing.photos.featureLabel']({ number: index + 1 })}
                  >
                    <SvgIcon svg={Star} className="size-4" /> {m['listing.photos.feature']()}
                  </button>
                )}
                <button
                  type="button"
                  className={`${smallButton} text-red-700`}
                  disabled={busy !== null}
                  onClick={() => remove(photo, index + 1)}
                  aria-label={m['listing.photos.delete']({ number: index + 1 })}
                >
                  <SvgIcon svg={Trash2} className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(ListingPhotos);
