import { type ReactNode, useCallback, useState } from 'react';
import { MessageCircle, MessageSquareQuote, Phone } from 'lucide-static';
import { Dialog } from '../../components/ui/Dialog';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { around, m } from '../../lib/i18n';
import { formatRupees, telHref } from '../../lib/format';
import { apiPaths, paths } from '../../paths';
import { toast } from '../../stores/toasts';
import { isOpenLead, leadState, leadStatusTone, offerStatusLabel, requestState } from '../leads/lead-process';
import { formatLaterTime, formatLeadTime, type MyEnquiry, type Offer, whatsappHref } from '../leads/leads';
import type { BlockedBusiness } from '../leads/blocks';
import type { Person } from './types';
import { AskAgain, EmptyBrowse, LoadedSection, linkButton, outlineButton } from './ui';
import { useLoad } from './use-load';

const requestLabel = {
  open: () => m['profile.enquiries.waiting'](),
  accepted: () => m['profile.enquiries.youChose'](),
  withdrawn: () => m['profile.enquiries.withdrawn'](),
} as const;

/**
 * "Block this business", asked once more: "also ask" then never sends this customer's enquiries to it. A
 * blocked business says so instead.
 */
function BlockControl({ offer, blocked, onBlock }: { offer: Offer; blocked: boolean; onBlock: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (blocked) return <p className="mt-3 text-sm text-muted">{m['profile.enquiries.youBlocked']()}</p>;
  if (!asking) {
    return (
      <button
        type="button"
        className="mt-2 min-h-11 text-sm font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
        onClick={() => setAsking(true)}
      >
        {m['profile.enquiries.block']()}
        <span className="sr-only"> ({offer.service_name})</span>
      </button>
    );
  }
  return (
    <AskAgain
      boxed
      question={m['profile.enquiries.blockAsk']({ name: offer.service_name })}
      yes={m['profile.enquiries.blockYes']()}
      busyYes={m['profile.enquiries.blocking']()}
      back={m['profile.enquiries.keep']()}
      busy={busy}
      onYes={() => {
        setBusy(true);
        void onBlock().finally(() => {
          setBusy(false);
          setAsking(false);
        });
      }}
      onBack={() => setAsking(false)}
    />
  );
}

/** A message with a time in it ('Sent {time}'), the time in a `<time>` element. */
function TimeIn({ message, iso, shown }: { message: (time: string) => string; iso: string; shown: string }) {
  const [before, after] = around(message);
  return (
    <>
      {before}
      <time dateTime={iso}>{shown}</time>
      {after}
    </>
  );
}

/** The businesses the customer blocked, each with Unblock. */
function BlockedList({ blocks, onUnblock }: { blocks: BlockedBusiness[]; onUnblock: (block: BlockedBusiness) => void }) {
  return (
    <section aria-labelledby="blocked-heading" className="mt-8">
      <h3 id="blocked-heading" className="font-semibold text-ink">
        {m['profile.enquiries.blockedTitle']()}
      </h3>
      <p className="mt-0.5 text-sm text-muted">{m['profile.enquiries.blockedText']()}</p>
      <ul className="mt-2 divide-y divide-line rounded-card border border-line">
        {blocks.map((block) => (
          <li key={block.partner_id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0 break-words text-ink">{block.business_name}</span>
            <button type="button" className={outlineButton} onClick={() => onUnblock(block)}>
              {m['profile.enquiries.unblock']()}
              <span className="sr-only"> {block.business_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Accept this quote?": names the business and its price before anything is sent. Cancel (or Escape, or the
 * backdrop) closes it and changes nothing.
 */
function AcceptDialog({
  offer,
  busy,
  onConfirm,
  onCancel,
}: {
  offer: Offer | null;
  busy: boolean;
  onConfirm: (offer: Offer) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={offer !== null} onClose={onCancel} title={m['profile.enquiries.acceptTitle']()} size="max-w-md">
      {offer?.quote && (
        <div>
          <p className="text-ink">{m['profile.enquiries.acceptAsk']({ business: offer.service_name, price: formatRupees(offer.quote.amount) })}</p>
          <div className="mt-5 grid gap-3 sm:flex sm:flex-row-reverse">
            <button type="button" className={`${linkButton} w-full sm:w-auto`} disabled={busy} onClick={() => onConfirm(offer)}>
              {busy ? m['profile.enquiries.accepting']() : m['profile.enquiries.acceptYes']()}
            </button>
            <button type="button" className={`${outlineButton} w-full sm:w-auto`} onClick={onCancel}>
              {m['profile.enquiries.acceptCancel']()}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Call and WhatsApp for the business the customer chose. */
function ContactChosen({ offer, contact }: { offer: Offer; contact: NonNullable<Offer['contact']> }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-ink">{m['profile.enquiries.reach']({ business: offer.service_name })}</p>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:flex">
        <a
          href={telHref(contact.phone)}
          aria-label={m['profile.enquiries.callName']({ business: offer.service_name })}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          <SvgIcon svg={Phone} className="size-4 shrink-0" /> {m['lead.contact.call']()}
        </a>
        <a
          href={whatsappHref(contact.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m['profile.enquiries.whatsappName']({ business: offer.service_name })}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface"
        >
          <SvgIcon svg={MessageCircle} className="size-4 shrink-0" /> {m['lead.contact.whatsapp']()}
        </a>
      </div>
    </div>
  );
}

/** One business's answer: when it was sent, seen and quoted, the quote, and Accept on a quote while the enquiry is open. */
function OfferCard({
  offer,
  open,
  busy,
  onAccept,
  children,
}: {
  offer: Offer;
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <a href={paths.details(offer.slug)} className="font-semibold text-ink hover:text-brand hover:underline">
          {offer.service_name}
        </a>
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${offer.status === leadState.new ? 'bg-slate-100 text-muted' : leadStatusTone[offer.status]}`}
        >
          {offerStatusLabel[offer.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        <TimeIn message={(time) => m['profile.enquiries.sent']({ time })} iso={offer.sent_at} shown={formatLeadTime(offer.sent_at)} />
        {offer.seen_at && (
          <>
            {' · '}
            <TimeIn
              message={(time) => m['profile.enquiries.seen']({ time })}
              iso={offer.seen_at}
              shown={formatLaterTime(offer.seen_at, offer.sent_at)}
            />
          </>
        )}
        {offer.quoted_at && (
          <>
            {' · '}
            <TimeIn
              message={(time) => m['profile.enquiries.quoted']({ time })}
              iso={offer.quoted_at}
              shown={formatLaterTime(offer.quoted_at, offer.sent_at)}
            />
          </>
        )}
      </p>
      {offer.declined_reason && <p className="mt-2 text-sm text-ink">{m['profile.enquiries.reason']({ reason: offer.declined_reason })}</p>}
      {offer.quote ? (
        <div className="mt-2">
          <p className="text-lg font-bold text-ink">
            <span>{formatRupees(offer.quote.amount)}</span>
            {offer.quote.visit_at && (
              <span className="ml-2 text-sm font-normal text-muted">
                {m['profile.enquiries.visit']({ time: formatLeadTime(offer.quote.visit_at) })}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{offer.quote.message}</p>
        </div>
      ) : (
        open && isOpenLead(offer.status) && <p className="mt-2 text-sm text-muted">{m['profile.enquiries.noQuote']()}</p>
      )}
      {/* Accept is for a quote: a business that has not quoted has nothing to accept yet. */}
      {open && offer.quote && isOpenLead(offer.status) && (
        <button type="button" className={`${linkButton} mt-3 w-full sm:w-auto`} disabled={busy} onClick={onAccept}>
          {m['profile.enquiries.accept']()}
          <span className="sr-only"> {offer.service_name}</span>
        </button>
      )}
      {offer.contact && <ContactChosen offer={offer} contact={offer.contact} />}
      {children}
    </li>
  );
}

/**
 * 'My Enquiries': each enquiry with every business it went to, their quotes side by side; Accept one (the
 * others are closed, their businesses told) or Withdraw the enquiry; block a business ("also ask" never picks
 * it again) and unblock it in the list below.
 */
export default function EnquiriesSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: MyEnquiry[] }>(apiPaths.myEnquiries()).then((answer) => answer.data), []);
  const state = useLoad(load);
  const { reload } = state;
  const [busy, setBusy] = useState<number | null>(null);
  /** The offer whose Accept was tapped, waiting for "Yes, accept", with its enquiry. */
  const [accepting, setAccepting] = useState<{ enquiryId: number; offer: Offer } | null>(null);
  const loadBlocks = useCallback(() => api<{ status: number; data: BlockedBusiness[] }>(apiPaths.myBlocks()).then((answer) => answer.data), []);
  const blocks = useLoad(loadBlocks);
  const blocked = new Set((blocks.data ?? []).map((block) => block.partner_id));

  const block = async (offer: Offer) => {
    try {
      const answer = await api<{ msg: string }>(apiPaths.myBlocks(), { method: 'POST', body: { partner_id: offer.partner_id } });
      toast.success(answer.msg);
      await blocks.reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  const unblock = async (business: BlockedBusiness) => {
    try {
      const answer = await api<{ msg: string }>(apiPaths.myBlock(business.partner_id), { method: 'DELETE' });
      toast.success(m['profile.enquiries.unblocked']({ business: business.business_name, message: answer.msg }));
      await blocks.reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

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

  const accept = async (enquiryId: number, offer: Offer) => {
    await act(
      enquiryId,
      apiPaths.acceptOffer(enquiryId),
      { service_id: offer.service_id },
      m['profile.enquiries.chose']({ name: offer.service_name }),
    );
    setAccepting(null);
  };

  return (
    <>
      <AcceptDialog
        offer={accepting?.offer ?? null}
        busy={accepting !== null && busy === accepting.enquiryId}
        onConfirm={(offer) => accepting && void accept(accepting.enquiryId, offer)}
        onCancel={() => setAccepting(null)}
      />
      <LoadedSection
        person={person}
        title={m['profile.section.enquiries']()}
        state={state}
        after={blocks.data && blocks.data.length > 0 && <BlockedList blocks={blocks.data} onUnblock={(business) => void unblock(business)} />}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyBrowse icon={MessageSquareQuote} title={m['profile.enquiries.none']()} text={m['profile.enquiries.noneText']()} />
          ) : (
            <ul className="space-y-5">
              {data.map((enquiry) => {
                const open = enquiry.status === requestState.open;
                const quotes = enquiry.offers.filter((offer) => offer.quote).length;
                return (
                  <li key={enquiry.enquiry_id} className="rounded-card border border-line p-3 sm:p-5">
                    <h3 className="font-semibold text-ink">
                      {m['profile.enquiries.number']({ id: enquiry.enquiry_id })}
                      <span className="ml-2 text-sm font-normal text-muted">
                        <time dateTime={enquiry.created_at}>{formatLeadTime(enquiry.created_at)}</time>
                      </span>
                    </h3>
                    <p className="mt-0.5 text-sm text-muted">
                      {requestLabel[enquiry.status]()} · {m['profile.enquiries.sentTo']({ count: enquiry.offers.length })} ·{' '}
                      {m['profile.enquiries.quotes']({ count: quotes })}
                    </p>
                    <ul className="mt-3 space-y-3">
                      {enquiry.offers.map((offer) => (
                        <OfferCard
                          key={offer.service_id}
                          offer={offer}
                          open={open}
                          busy={busy === enquiry.enquiry_id}
                          onAccept={() => setAccepting({ enquiryId: enquiry.enquiry_id, offer })}
                        >
                          {blocks.data && <BlockControl offer={offer} blocked={blocked.has(offer.partner_id)} onBlock={() => block(offer)} />}
                        </OfferCard>
                      ))}
                    </ul>
                    {open && (
                      <button
                        type="button"
                        className={`${outlineButton} mt-3 w-full sm:w-auto`}
                        disabled={busy === enquiry.enquiry_id}
                        onClick={() =>
                          void act(
                            enquiry.enquiry_id,
                            apiPaths.withdrawEnquiry(enquiry.enquiry_id),
                            undefined,
                            m['profile.enquiries.withdrawnToast'](),
                          )
                        }
                      >
                        {m['profile.enquiries.withdraw']()}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadedSection>
    </>
  );
}
