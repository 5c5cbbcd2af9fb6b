import { CalendarCheck, Send } from 'lucide-static';
import { IconButton } from '../../components/ui/IconButton';
import { openBooking, openEnquiry } from '../listings/details-store';

const LOOKS = {
  card: {
    enquire:
      'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-brand px-4 font-semibold whitespace-nowrap text-brand hover:bg-brand-light sm:px-6',
    book: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-4 font-semibold whitespace-nowrap text-ink hover:bg-amber-400 sm:px-6',
  },
  bar: {
    enquire: 'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full border-2 border-brand text-sm font-semibold text-brand',
    book: 'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full bg-accent text-sm font-semibold text-ink',
  },
};

/** Enquire and Book: the buttons that open the enquiry and booking modals, on the provider card or in the phone's bottom bar. */
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
      <IconButton icon={Send} label={enquire} onClick={openEnquiry} className={LOOKS[look].enquire} iconClass="size-4" />
      <IconButton
        icon={CalendarCheck}
        label={book}
        onClick={() => openBooking(serviceId, isTransport)}
        className={LOOKS[look].book}
        iconClass="size-4"
      />
    </>
  );
}
