import { useId, useState, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage, fieldError } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { feedbackSchema } from './profile';
import type { Person } from './types';
import { SectionHeader, linkButton } from './ui';
import { apiPaths } from '../../paths';

/** SPEC.md Feedback: a required textarea and 'Submit Feedback'; success clears the field. */
export default function FeedbackSection({ person }: { person: Person }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const ids = { field: useId(), error: useId() };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const checked = feedbackSchema.safeParse({ feedback: text });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please write your feedback');
    setPending(true);
    setError('');
    try {
      const answer = await api<unknown>(apiPaths.feedback(), { method: 'POST', body: checked.data });
      // SPEC.md section 7: "Feedback: success when data equals 1".
      if (answer === 1) {
        toast.success("Feedback successfully added. We'll reach you soon");
        setText('');
      }
    } catch (failure) {
      setError(fieldError(failure, 'feedback') ?? '');
      toast.error(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <section>
      <SectionHeader person={person} title="Feedback" />
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={ids.field} className="block text-sm font-semibold text-ink">
            Tell us what you think of Seva{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </label>
          <textarea
            id={ids.field}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required
            rows={6}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            placeholder="What went well, what could be better?"
            className="mt-1.5 block w-full rounded-lg border border-line bg-white p-3 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid]:border-red-500"
          />
          {error && (
            <p id={ids.error} className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} aria-busy={pending} className={linkButton}>
          {pending && <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" />}
          Submit Feedback
        </button>
      </form>
    </section>
  );
}
