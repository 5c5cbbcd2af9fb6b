import { reactIsland } from '../../lib/react-island';
import { MessageCircleQuestion, Send } from 'lucide-static';
import { Fragment, useState } from 'react';
import { FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { formatSpecDate } from '../../lib/format';
import { m, segments } from '../../lib/i18n';
import { indiaDay } from '../../lib/india-time';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { isSignedIn } from '../../stores/session';
import { askToSignIn } from '../../stores/sign-in';
import { QUESTION_MAX, type QuestionItem, questionSchema } from './questions';

/** Questions shown before 'Show all'. */
const FIRST = 3;

/**
 * Post Your Question (SPEC.md section 2): signed-in customers ask, everyone reads. A question shows at
 * once after it is posted; the business's answer appears under it when there is one.
 */
/** `pageUrl`: the details page's own address (a question's "Report" names it with the question's anchor). */
export default function QuestionsSection({ serviceId, initial, pageUrl }: { serviceId: number; initial: QuestionItem[]; pageUrl: string }) {
  const [items, setItems] = useState(initial);
  const [showAll, setShowAll] = useState(false);
  const form = useSchemaForm(questionSchema, { question: '' }, async (data) => {
    const answer = await api<{ status: number; msg: string; data: QuestionItem }>(apiPaths.questions(serviceId), { method: 'POST', body: data });
    setItems((current) => [answer.data, ...current]);
    return answer.msg;
  });
  const shown = showAll ? items : items.slice(0, FIRST);

  return (
    <div>
      <h2 id="questions-heading" className="text-lg font-bold text-ink">
        {m['questions.title']()}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          // Asking needs a signed-in customer: visitors go through sign-in and come back here.
          if (!isSignedIn.get()) {
            event.preventDefault();
            askToSignIn();
            return;
          }
          void form.onSubmit(event);
        }}
        className="mt-3 space-y-3"
      >
        <TextField {...form.field('question', `question-${serviceId}`)} label={m['questions.field']()} rows={3} maxLength={QUESTION_MAX} />
        <FormError message={form.formError} />
        <button
          type="submit"
          disabled={!form.ready || form.status === 'pending'}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          <SvgIcon svg={Send} className="size-4" /> {form.status === 'pending' ? m['questions.posting']() : m['questions.post']()}
        </button>
      </form>

      {items.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted">
          <SvgIcon svg={MessageCircleQuestion} className="size-5" /> {m['questions.none']()}
        </p>
      ) : (
        <ul className="mt-5 space-y-4">
          {shown.map((item) => (
            <li key={item.question_id} id={`question-${item.question_id}`} className="rounded-card border border-line p-4">
              <p className="font-semibold break-words text-ink">
                <span className="mr-1 text-brand">{m['questions.q']()}</span>
                {item.question}
              </p>
              <p className="mt-1 text-xs text-muted">
                {segments((name, date) => m['questions.askedBy']({ name, date })).map(({ text, slot }) => (
                  <Fragment key={`${text}${slot}`}>
                    {text}
                    {slot === 0 && item.asked_by}
                    {slot === 1 && <time dateTime={indiaDay(item.created_at)}>{formatSpecDate(item.created_at)}</time>}
                  </Fragment>
                ))}
              </p>
              {item.answer ? (
                <p className="mt-3 border-l-2 border-brand pl-3 text-sm break-words text-ink">
                  <span className="mr-1 font-semibold text-brand">{m['questions.a']()}</span>
                  {item.answer}
                </p>
              ) : (
                <p className="mt-3 text-sm text-muted italic">{m['questions.notAnswered']()}</p>
              )}
              <a
                href={paths.reportContent('question', `${pageUrl}#question-${item.question_id}`)}
                className="mt-2 inline-flex min-h-11 items-center text-xs font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
              >
                {m['questions.report']()}
                <span className="sr-only">: {item.question}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {items.length > FIRST && (
        <button
          type="button"
          onClick={() => setShowAll((value) => !value)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline"
        >
          {showAll ? m['questions.showFewer']() : m['questions.showAll']({ count: items.length })}
        </button>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(QuestionsSection);
