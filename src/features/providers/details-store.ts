import { atom } from 'nanostores';
import { FetchError } from 'ofetch';
import { api, errorMessage } from '../../lib/api';
import { apiPaths, paths } from '../../paths';
import { rememberCurrentPage } from '../../stores/navigation';
import { isSignedIn, userToken } from '../../stores/session';
import { toast } from '../../stores/toasts';
import type { EnquiryKind } from '../enquiries/enquiries';
import type { PhotoItem } from './providers';

/**
 * State the islands of one /details/{slug} page share (SPEC.md section 4, details page): which modal
 * is open, the enquiry modal's success state, and what changed since the page was rendered (the
 * rating after a review, photos just added). Each island starts from the server's values in its props
 * and reads these once they are set.
 */

export type DetailsDialog = 'review' | 'enquiry' | 'booking' | null;

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

/** SPEC.md section 6: without sign-in, remember this page, say 'Please login first' and go to /login. */
export function askToSignIn(): void {
  rememberCurrentPage();
  toast.error('Please login first');
  window.location.assign(paths.login());
}

/** Opens the review modal, or the sign-in flow for a visitor (rating needs a token). */
export function openReview(stars = 0): void {
  if (!isSignedIn.get()) return askToSignIn();
  presetRating.set(stars);
  activeDialog.set('review');
}

export function openEnquiry(): void {
  enquirySuccess.set(null);
  activeDialog.set('enquiry');
}

/** Book Now: the booking modal for transport listings (signed in only), the enquiry modal for the rest. */
export function openBooking(isTransport: boolean): void {
  if (!isTransport) return openEnquiry();
  if (!isSignedIn.get()) return askToSignIn();
  activeDialog.set('booking');
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

/** Add Photo: uploads a customer's photo (signed in only) and shows it at once. */
export async function uploadPhoto(serviceId: number, file: File): Promise<boolean> {
  if (!isSignedIn.get()) {
    askToSignIn();
    return false;
  }
  const body = new FormData();
  body.append('photo', file);
  try {
    const answer = await api<{ status: number; msg: string; data: PhotoItem }>(apiPaths.servicePhoto(serviceId), { method: 'POST', body });
    addedPhotos.set([answer.data, ...addedPhotos.get()]);
    toast.success(answer.msg);
    return true;
  } catch (error) {
    if (error instanceof FetchError && error.response?.status === 401) {
      userToken.set('');
      askToSignIn();
      return false;
    }
    toast.error(errorMessage(error));
    return false;
  }
}
