import { useCallback, useState } from 'react';
import { MessageSquareQuote } from 'lucide-static';
import { api, errorMessage } from '../../lib/api';
import { formatRupees } from '../../lib/format';
import { apiPaths, paths } from '../../paths';
import { toast } from '../../stores/toasts';
import { formatLaterTime, formatLeadTime, isOpenLead, leadStatusTone, offerStatusLabel, type MyEnquiry, type Offer } from '../leads/leads';
import type { Person } from './types';
import { EmptyState, LoadError, Loading, linkButton, outlineButton, SectionHeader } from './ui';
import { useLoad } from './use-load';

const requestLabel = { open: 'Waiting for your choice', accepted: 'You chose', withdrawn: 'Withdrawn' } as const;

/** One business's answer: when it was sent, seen and quoted, the quote, and Accept while the enquiry is open. */
function OfferCard({ offer, open, busy, onAccept }: { offer: Offer; open: boolean; busy: boolean; onAccept: () => void }) {
  return (
    <li className="rounded-lg border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <a href={paths.details(offer.slug)} className="font-semibold text-ink hover:text-brand hover:underline">
          {offer.service_name}
        </a>
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${offer.status === 'new' ? 'bg-slate-100 text-muted' : leadStatusTone[offer.status]}`}
        >
          {offerStatusLabel[offer.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        Sent <time dateTime={offer.sent_at}>{formatLeadTime(offer.sent_at)}</time>
        {offer.seen_at && (
          <>
            {' · '}seen <time dateTime={offer.seen_at}>{formatLaterTime(offer.seen_at, offer.sent_at)}</time>
          </>
        )}
        {offer.quoted_at && (
          <>
            {' · '}quoted <time dateTime={offer.quoted_at}>{formatLaterTime(offer.quoted_at, offer.sent_at)}</time>
          </>
        )}
      </p>
      {offer.declined_reason && <p className="mt-2 text-sm text-ink">Their reason: {offer.declined_reason}</p>}
      {offer.quote ? (
        <div className="mt-2">
          <p className="text-lg font-bold text-ink">
            <span>{formatRupees(offer.quote.amount)}</span>
            {offer.quote.visit_at && <span className="ml-2 text-sm font-normal text-muted">visit {formatLeadTime(offer.quote.visit_at)}</span>}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{offer.quote.message}</p>
        </div>
      ) : (
        open && isOpenLead(offer.status) && <p className="mt-2 text-sm text-muted">No quote yet.</p>
      )}
      {open && isOpenLead(offer.status) && (
        <button type="button" className={`${linkButton} mt-3 w-full sm:w-auto`} disabled={busy} onClick={onAccept}>
          Accept<span className="sr-only"> {offer.service_name}</span>
        </button>
      )}
    </li>
  );
}

/**
 * 'My Enquiries': each enquiry with every business it went to, their quotes side by side; Accept one (the
 * others are closed, their businesses told) or Withdraw the enquiry.
 */
export default function EnquiriesSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: MyEnquiry[] }>(apiPaths.myEnquiries()).then((answer) => answer.data), []);
  const { data, error, loading, reload } = useLoad(load);
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (enquiryId: number, path: string, body: Record<string, unknown> | undefined, done: string) => {
    setBusy(enquiryId);
    try {
      await api(path, { method: 'POST', body: body ?? {} });
      toast.success(done);
      await reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section>
      <SectionHeader person={person} title="My Enquiries" />
      {loading && !data && <Loading />}
      {error !== undefined && <LoadError error={error} retry={reload} />}
      {data && data.length === 0 && (
        <EmptyState icon={MessageSquareQuote} title="No enquiries yet">
          Send an enquiry from a business's page: up to three similar businesses answer with their quotes here, and you choose.{' '}
          <a href={paths.services()} className="font-semibold text-brand hover:underline">
            Browse services
          </a>
        </EmptyState>
      )}
      {data && data.length > 0 && (
        <ul className="space-y-5">
          {data.map((enquiry) => {
            const open = enquiry.status === 'open';
            const quotes = enquiry.offers.filter((offer) => offer.quote).length;
            return (
              <li key={enquiry.enquiry_id} className="rounded-card border border-line p-3 sm:p-5">
                <h3 className="font-semibold text-ink">
                  Enquiry #{enquiry.enquiry_id}
                  <span className="ml-2 text-sm font-normal text-muted">
                    <time dateTime={enquiry.created_at}>{formatLeadTime(enquiry.created_at)}</time>
                  </span>
                </h3>
                <p className="mt-0.5 text-sm text-muted">
                  {requestLabel[enquiry.status]} · sent to {enquiry.offers.length} {enquiry.offers.length === 1 ? 'business' : 'businesses'} ·{' '}
                  {quotes === 1 ? '1 quote' : `${quotes} quotes`}
                </p>
                <ul className="mt-3 space-y-3">
                  {enquiry.offers.map((offer) => (
                    <OfferCard
                      key={offer.service_id}
                      offer={offer}
                      open={open}
                      busy={busy === enquiry.enquiry_id}
                      onAccept={() =>
                        void act(
                          enquiry.enquiry_id,
                          apiPaths.acceptOffer(enquiry.enquiry_id),
                          { service_id: offer.service_id },
                          `You chose ${offer.service_name}.`,
                        )
                      }
                    />
                  ))}
                </ul>
                {open && (
                  <button
                    type="button"
                    className={`${outlineButton} mt-3 w-full sm:w-auto`}
                    disabled={busy === enquiry.enquiry_id}
                    onClick={() =>
                      void act(enquiry.enquiry_id, apiPaths.withdrawEnquiry(enquiry.enquiry_id), undefined, 'Your enquiry was withdrawn.')
                    }
                  >
                    Withdraw enquiry
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
