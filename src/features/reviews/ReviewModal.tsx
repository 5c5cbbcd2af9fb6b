import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { FormError, ModalActions } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { formatRupees, formatSpecDate } from '../../lib/format';
import { characterCount } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { activeDialog, closeDialog, presetRating, ratingUpdate, reviewsVersion } from '../listings/details-store';
import { quoteTolerance } from '../track-record/track-record';
import { REVIEW_COMMENT_MAX, type ReviewJobAnswer, reviewSchema, type SubmitReviewAnswer } from './reviews';
import { StarRatingInput } from './StarRatingInput';

const FORM_ID = 'review';

/**
 * The review modal (SPEC.md section 2): today's date as its heading, five-star radio, comment,
 * Submit Review, Close; the messages of section 5. A second review of the same listing edits the
 * first (the server decides). After a submit the page's average and count change at once.
 */
export function ReviewModal({ slug, serviceName }: { slug: string; serviceName: string }) {
  const open = useStore(activeDialog) === 'review';
  const preset = useStore(presetRating);
  // The quote of the customer's completed job here, when there is one: then the modal asks for the final bill.
  const [jobQuote, setJobQuote] = useState<number | null>(null);
  const form = useSchemaForm(reviewSchema, { ratings: '', comments: '', slug, final_bill: '' }, async (data) => {
    const answer = await api<SubmitReviewAnswer>(apiPaths.submitReview(), { method: 'POST', body: data });
    ratingUpdate.set({ average: answer.data.ratings_average, count: answer.data.rating_count });
    reviewsVersion.set(reviewsVersion.get() + 1);
    closeDialog();
    return answer.msg;
  });
  const { values, errors, status } = form;

  // A star chosen in the Reviews section opens the modal with it selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening (or a new star) only; form.reset and form.setValue are new on every render.
  useEffect(() => {
    if (!open) return;
    form.reset();
    if (preset) form.setValue('ratings', String(preset));
  }, [open, preset]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    api<ReviewJobAnswer>(apiPaths.reviewJob(slug))
      .then((answer) => current && setJobQuote(answer.data.quote))
      .catch(() => current && setJobQuote(null));
    return () => {
      current = false;
    };
  }, [open, slug]);

  return (
    <Dialog
      open={open}
      onClose={closeDialog}
      title={formatSpecDate(new Date())}
      subtitle={m['review.modal.rate']({ name: serviceName })}
      size="max-w-md"
    >
      <form noValidate onSubmit={form.onSubmit} className="space-y-5">
        <StarRatingInput
          name="ratings"
          legend={m['review.modal.yourRating']()}
          value={Number(values.ratings) || 0}
          onChange={(stars) => form.setValue('ratings', String(stars))}
          error={errors.ratings}
        />
        <TextField
          {...form.field('comments', FORM_ID)}
          label={m['review.modal.yourReview']()}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          hint={characterCount(values.comments, REVIEW_COMMENT_MAX)}
        />
        {jobQuote !== null && (
          <TextField
            {...form.field('final_bill', FORM_ID)}
            label={m['review.modal.finalBill']()}
            inputMode="numeric"
            maxLength={9}
            hint={m['review.modal.finalBillHint']({ quote: formatRupees(jobQuote), limit: formatRupees(quoteTolerance(jobQuote)) })}
          />
        )}
        <p className="text-xs text-muted">
          {m['review.modal.oneReview']()}{' '}
          <a href={paths.reviewPolicy()} target="_blank" rel="noopener" className="font-semibold text-brand underline">
            {m['shell.footer.reviewPolicy']()}
          </a>
        </p>
        <FormError message={form.formError} />
        <ModalActions
          onClose={closeDialog}
          pending={status === 'pending'}
          disabled={!form.ready}
          label={m['review.modal.submit']()}
          pendingLabel={m['review.modal.submitting']()}
        />
      </form>
    </Dialog>
  );
}
