import { CalendarCheck, Send } from 'lucide-static';
import { IconButton } from '../../components/ui/IconButton';
import { openBooking, openEnquiry } from '../listings/details-store';

const LOOKS = {
  card: {
    enquire:
      'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full border-2 border-brand px-1.5 text-center text-sm leading-5 font-semibold text-brand hover:bg-brand-light sm:gap-2 sm:px-6 sm:text-base sm:whitespace-nowrap',
    book: 'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full bg-accent px-1.5 text-center text-sm leading-5 font-semibold text-ink hover:bg-amber-400 sm:gap-2 sm:px-6 sm:text-base sm:whitespace-nowrap',
  },
  bar: {
    enquire:
      'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full border-2 border-brand px-2 text-center text-sm leading-5 font-semibold text-brand',
    book: 'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full bg-accent px-2 text-center text-sm leading-5 font-semibold text-ink',
  },
};

/**
 * Enquire and Book: the buttons that open the enquiry and booking modals, on the provider card or in the phone's bottom bar.
 * On a phone the card's pair share the card's width: small type and padding keep 'Enquire Now' on one line at 360 px,
 * and a label longer than its button (Bengali's) wraps onto a second line inside it instead of running out of it.
 */
export function EnquireAndBook({
  serviceId,
  isTransport,
  enquire,
  book,
  look,
}: {
  serviceId: number;
  isTransport: boolean;
  enquire: string;
  book: string;
  look: keyof typeof LOOKS;
}) {
  return (
    <>
      <IconButton icon={Send} label={enquire} onClick={openEnquiry} className={LOOKS[look].enquire} iconClass="size-4 shrink-0" />
      <IconButton
        icon={CalendarCheck}
        label={book}
        onClick={() => openBooking(serviceId, isTransport)}
        className={LOOKS[look].book}
        iconClass="size-4 shrink-0"
      />
    </>
  );
}
