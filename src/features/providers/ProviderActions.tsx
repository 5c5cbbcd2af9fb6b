import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { Camera, Heart, LoaderCircle, MessageCircle, Share2, Star } from 'lucide-static';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../components/ui/IconButton';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { EnquireAndBook } from './EnquireAndBook';
import { HiddenPhotoInput } from './HiddenPhotoInput';
import { m } from '../../lib/i18n';
import { retryingImport } from '../../lib/client/until-loaded';
import { whenLoadedAndIdle } from '../../lib/client/when-idle';
import { shareLink } from '../../lib/share';
import { shareWords } from '../../lib/share-words';
import { favouriteIds, loadFavourites, resumeSave, toggleFavourite } from '../../stores/favourites';
import { ENQUIRE_HASH } from '../listings/provider-card';
import type { HoursResult } from '../listings/hours';
import { activeDialog, mayAddPhoto, openEnquiry, openReview, resumeDetailsAction, uploadPhoto, type DetailsDialog } from '../listings/details-store';

/*
 * The three modals (their forms, zod and its schemas, the booking's place and route helpers) are not
 * needed to show the page: their code loads when a visitor shows the intent to open one (a pointer on,
 * or focus in, the buttons) and at the latest when one opens. Loading them with the page cost the
 * details page 250 ms of blocked main thread on a mid-range phone (Lighthouse TBT). The enquiry, the
 * form most visitors open, follows this
 * island's own code when the browser is idle, so that a first tap opens it without another round trip.
 * A chunk that did not arrive is asked for again (retryingImport): a failed lazy import would take the
 * whole row of buttons down with it.
 */
const loadReview = retryingImport(() => import('../reviews/ReviewModal'));
const loadEnquiry = retryingImport(() => import('../enquiries/EnquiryModal'));
const loadBooking = retryingImport(() => import('../bookings/BookingModal'));
const loadVisit = retryingImport(() => import('./VisitModal'));
if (!import.meta.env.SSR) whenLoadedAndIdle(() => void loadEnquiry());
const ReviewModal = lazy(() => loadReview().then((module) => ({ default: module.ReviewModal })));
const EnquiryModal = lazy(() => loadEnquiry().then((module) => ({ default: module.EnquiryModal })));
const BookingModal = lazy(() => loadBooking().then((module) => ({ default: module.BookingModal })));
const VisitModal = lazy(() => loadVisit().then((module) => ({ default: module.VisitModal })));

type Modal = Exclude<DetailsDialog, null>;

/** While a modal's code arrives (slow networks): a visible wait instead of a button that seems dead. */
function Opening() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/30" role="status">
      <span className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-ink shadow-xl">
        <SvgIcon svg={LoaderCircle} className="size-5 animate-spin text-brand" /> {m['provider.actions.opening']()}
      </span>
    </div>
  );
}

interface Props {
  serviceId: number;
  slug: string;
  serviceName: string;
  isTransport: boolean;
  /** Rupees: the starting price, or per km for transport. */
  price: number;
  /** The partner's WhatsApp chat, or null when it has no WhatsApp number (no Chat button then). */
  chatHref: string | null;
  shareUrl: string;
  shareText: string;
  googleMapsKey?: string;
  /** The listing's opening hours as the page read them: a visit's time windows follow them. */
  hours?: HoursResult;
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
  // Back from signing in after Add Photo: the picker opens only from a tap, so one is offered at once.
  const [offerPhoto, setOfferPhoto] = useState(false);
  const offeredPhoto = useRef<HTMLButtonElement>(null);
  const dialog = useStore(activeDialog);
  // A modal stays mounted once it has been opened, so that it closes and reopens like the others.
  const [opened, setOpened] = useState<Record<Modal, boolean>>({ review: false, enquiry: false, booking: false, visit: false });
  const mounted = (modal: Modal) => opened[modal] || dialog === modal;

  useEffect(() => {
    if (dialog && !opened[dialog]) setOpened((current) => ({ ...current, [dialog]: true }));
  }, [dialog, opened]);

  /** Starts loading the modals' code (once; later calls reuse the same request). */
  const prepareModals = () => {
    void loadEnquiry();
    void loadReview();
    if (props.isTransport) void loadBooking();
    else void loadVisit();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: the hash and a resumed action are taken a single time.
  useEffect(() => {
    void loadFavourites();
    // A provider card's Enquire links here with #enquire (provider-card.ts): the enquiry opens at once.
    if (window.location.hash === `#${ENQUIRE_HASH}`) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      openEnquiry();
    }
    // Back from signing in: what the visitor tapped before goes on (the heart saved, the form open).
    void resumeSave();
    if (resumeDetailsAction(props.serviceId, props.isTransport) === 'photo') setOfferPhoto(true);
  }, []);

  useEffect(() => {
    if (offerPhoto) offeredPhoto.current?.focus();
  }, [offerPhoto]);

  const choosePhoto = () => {
    setOfferPhoto(false);
    if (mayAddPhoto(props.serviceId)) fileInput.current?.click();
  };

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
    // biome-ignore lint/a11y/noStaticElementInteractions: these only start loading the modals' code as a pointer or focus comes near; every control inside is a button.
    <div onPointerEnter={prepareModals} onPointerDown={prepareModals} onFocus={prepareModals}>
      <div className={`grid ${props.chatHref ? 'grid-cols-5' : 'grid-cols-4'} gap-1 sm:flex sm:flex-wrap sm:gap-2`}>
        {props.chatHref && (
          <a href={props.chatHref} target="_blank" rel="noopener noreferrer" className={secondary}>
            <SvgIcon svg={MessageCircle} className="size-5 text-emerald-600 sm:size-4" /> {m['provider.actions.chat']()}
          </a>
        )}
        <IconButton
          icon={Star}
          label={m['provider.actions.rate']()}
          onClick={() => openReview(props.serviceId)}
          className={secondary}
          iconClass="size-5 text-amber-500 sm:size-4"
        />
        <button type="button" onClick={choosePhoto} disabled={busy === 'photo'} className={`${secondary} disabled:opacity-60`}>
          <SvgIcon svg={Camera} className="size-5 sm:size-4" />{' '}
          {busy === 'photo' ? m['provider.photos.uploading']() : m['provider.actions.addPhoto']()}
        </button>
        <HiddenPhotoInput ref={fileInput} onPhoto={(file) => void onPhotoChosen(file)} />
        <IconButton
          icon={Share2}
          label={m['provider.actions.share']()}
          onClick={() => void shareLink({ url: props.shareUrl, title: props.serviceName, text: props.shareText }, shareWords())}
          className={secondary}
          iconClass="size-5 sm:size-4"
        />
        <button
          type="button"
          onClick={() => void onHeart()}
          disabled={busy === 'heart'}
          aria-pressed={saved}
          aria-label={saved ? m['provider.actions.savedLabel']() : m['provider.actions.saveLabel']()}
          className={`flex min-h-14 flex-col items-center justify-start gap-1 rounded-xl pt-2 text-xs font-semibold transition-colors sm:grid sm:pt-0 sm:size-11 sm:min-h-0 sm:place-items-center sm:rounded-full sm:border ${
            saved ? 'text-rose-600 sm:border-rose-200 sm:bg-rose-50' : 'text-muted hover:text-rose-600 sm:border-line sm:bg-white'
          }`}
        >
          <span className={saved ? '[&_svg]:fill-current' : ''}>
            <SvgIcon svg={Heart} className="size-5" />
          </span>
          <span className="sm:hidden" aria-hidden="true">
            {saved ? m['provider.actions.saved']() : m['provider.actions.save']()}
          </span>
        </button>
      </div>
      {offerPhoto && (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-card border border-brand/30 bg-brand-light p-3 text-sm text-ink"
        >
          <span>{m['provider.actions.signedInPhoto']()}</span>
          <button
            ref={offeredPhoto}
            type="button"
            onClick={choosePhoto}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-4 font-semibold text-white"
          >
            <SvgIcon svg={Camera} className="size-4" /> {m['provider.actions.choosePhoto']()}
          </button>
        </div>
      )}
      <div id="provider-cta" className="mt-4 grid grid-cols-2 gap-3 sm:flex">
        <EnquireAndBook
          serviceId={props.serviceId}
          isTransport={props.isTransport}
          enquire={m['provider.actions.enquireNow']()}
          book={m['provider.actions.bookNow']()}
          look="card"
        />
      </div>

      {mounted('review') && (
        <Suspense fallback={<Opening />}>
          <ReviewModal slug={props.slug} serviceName={props.serviceName} />
        </Suspense>
      )}
      {mounted('enquiry') && (
        <Suspense fallback={<Opening />}>
          <EnquiryModal serviceId={props.serviceId} serviceName={props.serviceName} price={props.price} />
        </Suspense>
      )}
      {!props.isTransport && mounted('visit') && (
        <Suspense fallback={<Opening />}>
          <VisitModal serviceId={props.serviceId} serviceName={props.serviceName} hours={props.hours ?? { status: 'missing' }} />
        </Suspense>
      )}
      {props.isTransport && mounted('booking') && (
        <Suspense fallback={<Opening />}>
          <BookingModal serviceId={props.serviceId} serviceName={props.serviceName} pricePerKm={props.price} googleMapsKey={props.googleMapsKey} />
        </Suspense>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(ProviderActions);
