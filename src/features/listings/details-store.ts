import { atom } from 'nanostores';
import { api, errorMessage } from '../../lib/api';
import { apiPaths } from '../../paths';
import { takePendingAction } from '../../stores/pending-action';
import { isSignedIn } from '../../stores/session';
import { signedInFor } from '../../stores/sign-in';
import { toast } from '../../stores/toasts';
import type { PhotoItem } from './listing-details';

/**
 * State the islands of one /details/{slug} page share (SPEC.md section 4, details page): which modal
 * is open, the enquiry modal's success state, and what changed since the page was rendered (the
 * rating after a review, photos just added). Each island starts from the server's values in its props
 * and reads these once they are set.
 */

export type DetailsDialog = 'review' | 'enquiry' | 'booking' | 'visit' | null;

/** SPEC.md section 2: the enquiry modal's success state, 'Enquiry' or 'Booking' by what was sent. */
export type EnquiryKind = 'enquiry' | 'booking';

export const activeDialog = atom<DetailsDialog>(null);

/** The enquiry modal's success flag and label: 'Enquiry' after an enquiry, 'Booking' after a booking. */
export const enquirySuccess = atom<EnquiryKind | null>(null);

/** The listing's average and count after a review was submitted here (null: as rendered). */
export const ratingUpdate = atom<{ average: number; count: number } | null>(null);

/** Bumped after a review is submitted, so the review list reloads. */
export const reviewsVersion = atom(0);

/** Photos added on this page, newest first, shown before the rendered ones. */
export const addedPhotos = atom<PhotoItem[]>([]);

/** The star chosen from the Reviews section's empty stars, preselected in the review modal. */
export const presetRating = atom(0);

/** Opens the review modal, or the sign-in flow for a visitor (rating needs a token), back here with it open. */
export function openReview(serviceId: number, stars = 0): void {
  if (!signedInFor({ kind: 'rate', target: serviceId })) return;
  presetRating.set(stars);
  activeDialog.set('review');
}

export function openEnquiry(): void {
  enquirySuccess.set(null);
  activeDialog.set('enquiry');
}

/**
 * Book Now: the ride booking modal for transport listings, the visit booking form for the rest (home
 * services); signed in only, a visitor comes back here with it open.
 */
export function openBooking(serviceId: number, isTransport: boolean): void {
  if (!signedInFor({ kind: 'book', target: serviceId })) return;
  activeDialog.set(isTransport ? 'booking' : 'visit');
}

/** SPEC.md section 4: a successful booking reopens the enquiry modal in its 'Booking' success state. */
export function showBookingSuccess(): void {
  enquirySuccess.set('booking');
  activeDialog.set('enquiry');
}

export function closeDialog(): void {
  activeDialog.set(null);
  // The success flag is reset on close (SPEC.md section 4).
  enquirySuccess.set(null);
}

/** Whether a visitor may choose a photo to add: signed in, or asked to sign in and come back with the photo picker open. */
export const mayAddPhoto = (serviceId: number) => signedInFor({ kind: 'photo', target: serviceId });

/** Add Photo: uploads a customer's photo (signed in only) and shows it at once. */
export async function uploadPhoto(serviceId: number, file: File): Promise<boolean> {
  const action = { kind: 'photo', target: serviceId } as const;
  if (!signedInFor(action)) return false;
  const body = new FormData();
  body.append('photo', file);
  try {
    const answer = await api<{ status: number; msg: string; data: PhotoItem }>(apiPaths.servicePhoto(serviceId), {
      method: 'POST',
      body,
      resume: action,
    });
    addedPhotos.set([answer.data, ...addedPhotos.get()]);
    toast.success(answer.msg);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

/**
 * After sign-in brought the visitor back to this listing: opens what they asked for before (Tap to Rate's
 * form, Book Now's), once. Answers 'photo' when they had tapped Add Photo: a file picker opens only from
 * a tap, so the caller offers the choice. The heart is resumed by the favourites store (`resumeSave`).
 */
export function resumeDetailsAction(serviceId: number, isTransport: boolean): 'photo' | null {
  if (!isSignedIn.get()) return null;
  const pending = takePendingAction(['rate', 'book', 'photo']);
  if (!pending || pending.target !== serviceId) return null;
  if (pending.kind === 'rate') openReview(serviceId);
  if (pending.kind === 'book') openBooking(serviceId, isTransport);
  return pending.kind === 'photo' ? 'photo' : null;
}
