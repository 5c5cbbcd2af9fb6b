import { reactIsland } from '../../lib/react-island';
import { Flag, MessageSquareReply, Pencil, Trash2 } from 'lucide-static';
import { useState } from 'react';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { site } from '../../lib/site';
import { formatSpecDate } from '../../lib/format';
import { indiaDay } from '../../lib/india-time';
import { postForMessage, useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { toast } from '../../stores/toasts';
import type { MemberRole } from '../members/members';
import { can } from '../members/permissions';
import { REPLY_MAX, REPLY_MESSAGES, REPORT_REASON_MAX, replySchema, reportSchema } from './review-replies';

interface Props {
  reviewId: number;
  /** The reviewer's name, for the fields' labels (several reviews share a page). */
  reviewer: string;
  reply: string | null;
  /** ISO time of the reply. */
  replyAt: string | null;
  reported: boolean;
  /** The member's role: the buttons shown are those it may use (members/permissions.ts). */
  role: MemberRole;
}

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Under one review in the workspace: the owner's public reply (write, edit, delete) and "Report this
 * review" with a reason, each shown to a role that may use it. The buttons wait for the island (there is
 * no page handling a plain POST here).
 */
export default function ReviewReplyPanel({
  reviewId,
  reviewer,
  reply: initialReply,
  replyAt: initialReplyAt,
  reported: initialReported,
  role,
}: Props) {
  const mayReply = can(role, 'reviews.reply');
  const mayDeleteReply = can(role, 'reviews.delete-reply');
  const mayReport = can(role, 'reviews.report');
  const [reply, setReply] = useState(initialReply);
  const [replyAt, setReplyAt] = useState(initialReplyAt);
  const [editing, setEditing] = useState(initialReply === null && mayReply);
  const [deleting, setDeleting] = useState(false);
  const [reported, setReported] = useState(initialReported);
  const [reporting, setReporting] = useState(false);

  const form = useSchemaForm(
    replySchema,
    { reply: initialReply ?? '' },
    async (data) => {
      const message = await postForMessage(apiPaths.businessReviewReply(reviewId))(data);
      setReply(data.reply);
      setReplyAt(new Date().toISOString());
      setEditing(false);
      return message;
    },
    undefined,
    { keepValues: true },
  );
  const report = useSchemaForm(reportSchema, { reason: '' }, async (data) => {
    const message = await postForMessage(apiPaths.businessReviewReport(reviewId))(data);
    setReported(true);
    setReporting(false);
    return message;
  });

  async function deleteReply() {
    if (!window.confirm(m['review.reply.deleteAsk']())) return;
    setDeleting(true);
    try {
      await api(apiPaths.businessReviewReply(reviewId), { method: 'DELETE' });
      setReply(null);
      setReplyAt(null);
      form.setValue('reply', '');
      setEditing(mayReply);
      toast.success(REPLY_MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  const formId = `reply-${reviewId}`;
  return (
    <div className="mt-3 space-y-3">
      {reply !== null && !editing && (
        <div className="rounded-lg border-l-4 border-brand bg-surface p-3 text-sm">
          <p className="text-xs text-muted">
            <span className="font-semibold text-ink">{m['review.section.ownerResponse']()}</span>
            {replyAt && (
              <>
                {' · '}
                <time dateTime={indiaDay(replyAt)}>{formatSpecDate(replyAt)}</time>
              </>
            )}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{reply}</p>
        </div>
      )}

      {editing && (
        <form ref={form.formRef} onSubmit={(event) => void form.onSubmit(event)} noValidate className="space-y-2">
          <TextField
            {...form.field('reply', formId)}
            label={m['review.reply.label']({ name: reviewer })}
            hint={m['review.reply.hint']()}
            rows={3}
            maxLength={REPLY_MAX}
          />
          <FormError message={form.formError} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primary} disabled={!form.ready || form.status === 'pending'}>
              <SvgIcon svg={MessageSquareReply} className="size-4" />
              {form.status === 'pending' ? m['review.reply.publishing']() : reply === null ? m['review.reply.publish']() : m['review.reply.save']()}
            </button>
            {reply !== null && (
              <button
                type="button"
                className={secondary}
                onClick={() => {
                  form.setValue('reply', reply);
                  setEditing(false);
                }}
              >
                {m['review.reply.cancel']()}
              </button>
            )}
          </div>
        </form>
      )}

      {!reporting && ((reply !== null && !editing && (mayReply || mayDeleteReply)) || (!reported && mayReport)) && (
        <div className="flex flex-wrap items-center gap-2">
          {reply !== null && !editing && mayReply && (
            <button type="button" className={secondary} disabled={!form.ready} onClick={() => setEditing(true)}>
              <SvgIcon svg={Pencil} className="size-4" /> {m['review.reply.edit']()}
            </button>
          )}
          {reply !== null && !editing && mayDeleteReply && (
            <button type="button" className={secondary} disabled={!form.ready || deleting} onClick={() => void deleteReply()}>
              <SvgIcon svg={Trash2} className="size-4" /> {deleting ? m['review.reply.deleting']() : m['review.reply.delete']()}
            </button>
          )}
          {!reported && mayReport && (
            <button
              type="button"
              disabled={!form.ready}
              onClick={() => setReporting(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-muted hover:text-ink disabled:opacity-60"
            >
              <SvgIcon svg={Flag} className="size-4" /> {m['review.reply.report']()}
            </button>
          )}
        </div>
      )}

      {reported && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <SvgIcon svg={Flag} className="size-4" /> {m['review.reply.reported']({ name: site.name })}
        </p>
      )}
      {!reported && reporting && (
        <form
          ref={report.formRef}
          onSubmit={(event) => void report.onSubmit(event)}
          noValidate
          className="space-y-2 rounded-lg border border-line p-3"
        >
          <TextField
            {...report.field('reason', `report-${reviewId}`)}
            label={m['review.reply.reason']()}
            hint={m['review.reply.reasonHint']()}
            rows={3}
            maxLength={REPORT_REASON_MAX}
          />
          <FormError message={report.formError} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={secondary} disabled={report.status === 'pending'}>
              <SvgIcon svg={Flag} className="size-4" /> {report.status === 'pending' ? m['ui.form.sending']() : m['review.reply.sendReport']()}
            </button>
            <button type="button" className={secondary} onClick={() => setReporting(false)}>
              {m['review.reply.cancel']()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(ReviewReplyPanel);
