import { useStore } from '@nanostores/react';
import { CalendarCheck, Camera, Heart, MessageCircle, Send, Share2, Star } from 'lucide-static';
import { useEffect, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { shareLink } from '../../lib/share';
import { favouriteIds, loadFavourites, toggleFavourite } from '../../stores/favourites';
import { BookingModal } from '../bookings/BookingModal';
import { EnquiryModal } from '../enquiries/EnquiryModal';
import { ReviewModal } from '../reviews/ReviewModal';
import { openBooking, openEnquiry, openReview, uploadPhoto } from './details-store';

interface Props {
  serviceId: number;
  slug: string;
  serviceName: string;
  isTransport: boolean;
  /** Rupees: the starting price, or per km for transport. */
  price: number;
  chatHref: string;
  shareUrl: string;
  shareText: string;
  googleMapsKey?: string;
}

/** On phones five icon tiles in one row; from `sm` up, pill buttons. */
const secondary =
  'flex min-h-14 flex-col items-center justify-start gap-1 rounded-xl px-1 pt-2 text-xs font-semibold text-ink hover:bg-surface hover:text-brand sm:min-h-11 sm:flex-row sm:justify-center sm:pt-0 sm:gap-2 sm:rounded-full sm:border sm:border-line sm:bg-white sm:px-4 sm:text-sm sm:hover:border-brand';

/**
 * The provider card's buttons (SPEC.md section 2): Chat, Tap to Rate, Add Photo, Share, the heart,
 * Enquire Now and Book Now, and the three modals they open. The heart lights up only in the browser,
 * from the signed-in user's favourites: the page's HTML is the same for everyone.
 */
export default function ProviderActions(props: Props) {
  const favourites = useStore(favouriteIds);
  const saved = favourites.includes(props.serviceId);
  const [busy, setBusy] = useState<'heart' | 'photo' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadFavourites();
  }, []);

  async function onHeart() {
    setBusy('heart');
    await toggleFavourite(props.serviceId);
    setBusy(null);
  }

  async function onPhotoChosen(file: File | undefined) {
    if (!file) return;
    setBusy('photo');
    await uploadPhoto(props.serviceId, file);
    setBusy(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <>
      <div className="grid grid-cols-5 gap-1 sm:flex sm:flex-wrap sm:gap-2">
        <a href={props.chatHref} target="_blank" rel="noopener noreferrer" className={secondary}>
          <SvgIcon svg={MessageCircle} className="size-5 text-emerald-600 sm:size-4" /> Chat
        </a>
        <button type="button" onClick={() => openReview()} className={secondary}>
          <SvgIcon svg={Star} className="size-5 text-amber-500 sm:size-4" /> Tap to Rate
        </button>
        <button type="button" onClick={() => fileInput.current?.click()} disabled={busy === 'photo'} className={`${secondary} disabled:opacity-60`}>
          <SvgIcon svg={Camera} className="size-5 sm:size-4" /> {busy === 'photo' ? 'Uploading…' : 'Add Photo'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onPhotoChosen(event.target.files?.[0])}
        />
        <button type="button" onClick={() => void shareLink({ url: props.shareUrl, title: props.serviceName, text: props.shareText })} className={secondary}>
          <SvgIcon svg={Share2} className="size-5 sm:size-4" /> Share
        </button>
        <button
          type="button"
          onClick={() => void onHeart()}
          disabled={busy === 'heart'}
          aria-pressed={saved}
          aria-label={saved ? 'Saved to favourites' : 'Save to favourites'}
          className={`flex min-h-14 flex-col items-center justify-start gap-1 rounded-xl pt-2 text-xs font-semibold transition-colors sm:grid sm:pt-0 sm:size-11 sm:min-h-0 sm:place-items-center sm:rounded-full sm:border ${
            saved ? 'text-rose-600 sm:border-rose-200 sm:bg-rose-50' : 'text-muted hover:text-rose-600 sm:border-line sm:bg-white'
          }`}
        >
          <span className={saved ? '[&_svg]:fill-current' : ''}>
            <SvgIcon svg={Heart} className="size-5" />
          </span>
          <span className="sm:hidden" aria-hidden="true">
            {saved ? 'Saved' : 'Save'}
          </span>
        </button>
      </div>
      <div id="provider-cta" className="mt-4 grid grid-cols-2 gap-3 sm:flex">
        <button
          type="button"
          onClick={openEnquiry}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-brand px-4 font-semibold whitespace-nowrap text-brand hover:bg-brand-light sm:px-6"
        >
          <SvgIcon svg={Send} className="size-4" /> Enquire Now
        </button>
        <button
          type="button"
          onClick={() => openBooking(props.isTransport)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-4 font-semibold whitespace-nowrap text-ink hover:bg-amber-400 sm:px-6"
        >
          <SvgIcon svg={CalendarCheck} className="size-4" /> Book Now
        </button>
      </div>

      <ReviewModal slug={props.slug} serviceName={props.serviceName} />
      <EnquiryModal serviceId={props.serviceId} serviceName={props.serviceName} price={props.price} />
      {props.isTransport && <BookingModal serviceId={props.serviceId} serviceName={props.serviceName} pricePerKm={props.price} googleMapsKey={props.googleMapsKey} />}
    </>
  );
}
