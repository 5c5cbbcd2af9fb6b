import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { BadgeCheck, Search, Share2, ThumbsUp, TrendingDown, TrendingUp, UserRound } from 'lucide-static';
import { useEffect, useRef, useState } from 'react';
import { Stars } from '../../components/ui/Stars';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { countText, formatSpecDate, ratingCountLabel, ratingText } from '../../lib/format';
import { m } from '../../lib/i18n';
import { indiaDay } from '../../lib/india-time';
import { site } from '../../lib/site';
import { shareLink } from '../../lib/share';
import { shareWords } from '../../lib/share-words';
import { apiPaths, paths } from '../../paths';
import { toast } from '../../stores/toasts';
import { openReview, ratingUpdate, reviewsVersion } from '../listings/details-store';
import {
  REVIEW_SEARCH_MAX,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  trendDescription,
  trendLabel,
  type HelpfulAnswer,
  type ReviewItem,
  type ReviewSort,
  type ReviewsAnswer,
} from './reviews';
import { LazyPhoto } from '../../components/ui/LazyPhoto';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Wait after the last key before searching. */
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  serviceId: number;
  serviceName: string;
  shareUrl: string;
  /** The first page (Relevant, no search) as the server rendered it. */
  initial: ReviewsAnswer;
}

/**
 * Reviews & Ratings (SPEC.md section 2) and the review list: the big average, count, 90-day trend and
 * star breakdown; five empty stars that open the review modal; sort tabs Relevant (most helpful, then
 * newest) / Latest / High to Low and a search that really filter; Helpful votes and Share per review.
 */
export default function ReviewsSection({ serviceId, serviceName, shareUrl, initial }: Props) {
  const [answer, setAnswer] = useState<ReviewsAnswer>(initial);
  const [items, setItems] = useState<ReviewItem[]>(initial.data);
  const [sort, setSort] = useState<ReviewSort>(initial.sort);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'more' | 'failed'>('idle');
  const [voted, setVoted] = useState<Set<number>>(new Set());
  const version = useStore(reviewsVersion);
  const firstRun = useRef(true);
  /** Each fetch gets a number; answers to older ones are dropped. */
  const run = useRef(0);

  async function load(page: number, next: { sort: ReviewSort; q: string }) {
    const mine = ++run.current;
    setState(page === 1 ? 'loading' : 'more');
    try {
      const result = await api<ReviewsAnswer>(apiPaths.reviews(serviceId), { query: { sort: next.sort, q: next.q || undefined, page } });
      if (mine !== run.current) return;
      setAnswer(result);
      setItems((current) =>
        page === 1 ? result.data : [...current, ...result.data.filter((item) => !current.some((c) => c.review_id === item.review_id))],
      );
      setState('idle');
      if (page === 1) ratingUpdate.set({ average: result.average, count: result.count });
    } catch (error) {
      if (mine !== run.current) return;
      console.warn('Reviews could not be loaded', error);
      setState('failed');
    }
  }

  // Sort, search (debounced) and a review just submitted all reload the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these three are what reloads; load is new on every render and answer.q only picks the delay.
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      // The section starts when it comes into view: a review submitted before that is fetched now.
      if (version === 0) return;
    }
    const timer = setTimeout(() => void load(1, { sort, q: query.trim() }), query === answer.q ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [sort, query, version]);

  async function markHelpful(review: ReviewItem) {
    try {
      const result = await api<HelpfulAnswer>(apiPaths.reviewHelpful(review.review_id), { method: 'POST' });
      setItems((current) =>
        current.map((item) => (item.review_id === review.review_id ? { ...item, helpful_count: result.data.helpful_count } : item)),
      );
      setVoted((current) => new Set(current).add(review.review_id));
      if (!result.data.counted) toast.info(result.msg);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const trend = trendLabel(answer.trend);
  const searching = query.trim().length > 0;
  const maxBar = Math.max(1, ...Object.values(answer.breakdown));

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="reviews-heading" className="text-lg font-bold text-ink">
          {m['review.section.title']()}
        </h2>
        <a href={paths.reviewPolicy()} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline">
          {m['shell.footer.reviewPolicy']()}
        </a>
      </div>

      <div className="mt-4 grid gap-5 rounded-card border border-line p-4 sm:grid-cols-[auto_1fr] sm:p-5">
        <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-2">
          <p className="grid size-20 place-items-center rounded-2xl bg-positive text-4xl font-bold text-white">
            <span aria-hidden="true">{ratingText(answer.average)}</span>
            <span className="sr-only">{m['review.section.average']({ rating: ratingText(answer.average) })}</span>
          </p>
          <div>
            <Stars value={answer.average} className="size-5" />
            <p className="mt-1 text-sm font-medium text-muted">{ratingCountLabel(answer.count)}</p>
            {trend ? (
              <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-ink" title={trendDescription(answer.trend)}>
                {answer.trend.direction === 'up' && <SvgIcon svg={TrendingUp} className="size-4 text-emerald-600" />}
                {answer.trend.direction === 'down' && <SvgIcon svg={TrendingDown} className="size-4 text-red-600" />}
                <span aria-hidden="true">{m['review.section.trend']({ trend })}</span>
                <span className="sr-only">{trendDescription(answer.trend)}</span>
              </p>
            ) : (
              <p className="mt-1 text-xs text-muted">{trendDescription(answer.trend)}</p>
            )}
          </div>
        </div>
        <div className="space-y-3">
          <ul className="space-y-1" aria-label={m['review.section.byStars']()}>
            {(['5', '4', '3', '2', '1'] as const).map((stars) => (
              <li key={stars} className="flex items-center gap-2 text-xs text-muted">
                <span className="w-8 shrink-0">{stars} ★</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-line">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(answer.breakdown[stars] / maxBar) * 100}%` }} />
                </span>
                <span className="w-8 shrink-0 text-right">{answer.breakdown[stars]}</span>
              </li>
            ))}
          </ul>
          <div>
            <p className="text-sm font-semibold text-ink">{m['review.modal.rate']({ name: serviceName })}</p>
            {/* biome-ignore lint/a11y/useSemanticElements: buttons that act at once, not form fields: a fieldset and legend would add a form's semantics and styles. */}
            <div className="mt-1 flex gap-1" role="group" aria-label={m['review.section.start']()}>
              {[1, 2, 3, 4, 5].map((stars) => (
                <button
                  key={stars}
                  type="button"
                  onClick={() => openReview(serviceId, stars)}
                  className="group grid size-11 place-items-center rounded-full hover:bg-amber-50"
                  aria-label={m['review.section.rateStars']({ stars })}
                >
                  <svg viewBox="0 0 24 24" className="size-8 text-slate-300 group-hover:text-amber-400" aria-hidden="true">
                    <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                  </svg>
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons that act at once, not form fields: a fieldset and legend would add a form's semantics and styles. */}
        <div role="group" aria-label={m['review.section.sort']()} className="inline-flex rounded-full bg-surface p-1">
          {REVIEW_SORTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={sort === option}
              onClick={() => setSort(option)}
              className="min-h-10 rounded-full px-4 text-sm font-semibold text-muted aria-pressed:bg-white aria-pressed:text-brand aria-pressed:shadow-card"
            >
              {REVIEW_SORT_LABELS[option]()}
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every browser knows; <search> would only wrap it. */}
        <form role="search" aria-label={m['review.section.search']()} onSubmit={(event) => event.preventDefault()} className="relative sm:w-72">
          <label htmlFor={`review-search-${serviceId}`} className="sr-only">
            {m['review.section.searchLabel']()}
          </label>
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted">
            <SvgIcon svg={Search} className="size-4" />
          </span>
          <input
            id={`review-search-${serviceId}`}
            type="search"
            value={query}
            maxLength={REVIEW_SEARCH_MAX}
            placeholder={m['review.section.searchLabel']()}
            onChange={(event) => setQuery(event.target.value)}
            className="block min-h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-9 text-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand"
          />
        </form>
      </div>

      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {state === 'loading'
          ? m['review.section.loading']()
          : searching
            ? m['review.section.mentions']({ count: answer.total, query: answer.q })
            : answer.total > 0
              ? m['review.section.showing']({ shown: countText(items.length), total: countText(answer.total) })
              : ''}
      </p>

      {state === 'failed' && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {m['review.section.failed']()}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void load(1, { sort, q: query.trim() })}>
            {m['ui.tryAgain']()}
          </button>
        </p>
      )}

      <ul className={`mt-3 divide-y divide-line transition-opacity ${state === 'loading' ? 'opacity-50' : ''}`} aria-busy={state === 'loading'}>
        {items.map((review) => (
          <li key={review.review_id}>
            <article
              id={`review-${review.review_id}`}
              className="scroll-mt-24 py-4"
              aria-label={m['review.section.by']({ name: `${review.first_name} ${review.last_name}`.trim() }).trim()}
            >
              <header className="flex items-center gap-3">
                {review.profile_pic ? (
                  <LazyPhoto src={review.profile_pic} width={40} height={40} className="size-10 rounded-full object-cover" />
                ) : (
                  <span className="grid size-10 place-items-center rounded-full bg-brand-light text-brand-dark" aria-hidden="true">
                    <SvgIcon svg={UserRound} className="size-5" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink">
                    {review.first_name} {review.last_name}
                  </p>
                  <p className="text-xs text-muted">
                    <time dateTime={indiaDay(review.created_at)}>{formatSpecDate(review.created_at)}</time>
                    {review.verified_customer && (
                      <span
                        className="ml-2 inline-flex items-center gap-0.5 font-medium text-positive-dark"
                        title={m['review.section.verifiedTitle']({ name: site.name })}
                      >
                        <SvgIcon svg={BadgeCheck} className="size-3.5" /> {m['review.section.verified']()}
                      </span>
                    )}
                  </p>
                </div>
                <Stars value={review.ratings} className="size-4" />
              </header>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-ink">{review.comments}</p>
              {review.reply && (
                <div className="mt-3 rounded-lg border-l-4 border-brand bg-surface p-3 text-sm">
                  <p className="text-xs text-muted">
                    <span className="font-semibold text-ink">{m['review.section.ownerResponse']()}</span>
                    {review.reply_at && (
                      <>
                        {' · '}
                        <time dateTime={indiaDay(review.reply_at)}>{formatSpecDate(review.reply_at)}</time>
                      </>
                    )}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-ink">{review.reply}</p>
                </div>
              )}
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={() => void markHelpful(review)}
                  aria-pressed={voted.has(review.review_id)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface hover:text-ink aria-pressed:text-brand"
                >
                  <SvgIcon svg={ThumbsUp} className="size-4" />
                  {review.helpful_count > 0 ? m['review.section.helpfulCount']({ count: review.helpful_count }) : m['review.section.helpful']()}
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void shareLink(
                      {
                        url: `${shareUrl}#review-${review.review_id}`,
                        title: m['review.section.shareTitle']({ name: serviceName }),
                        text: review.comments.slice(0, 120),
                      },
                      shareWords(),
                    )
                  }
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface hover:text-ink"
                >
                  <SvgIcon svg={Share2} className="size-4" /> {m['review.section.share']()}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>

      {items.length === 0 && state !== 'loading' && state !== 'failed' && (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">
          {searching ? m['review.section.noMatch']({ query: query.trim() }) : m['review.section.none']()}
        </p>
      )}

      {items.length < answer.total && (
        <button
          type="button"
          disabled={state === 'more'}
          onClick={() => void load(answer.page + 1, { sort, q: query.trim() })}
          className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-line text-sm font-semibold text-ink hover:bg-surface disabled:opacity-60"
        >
          {state === 'more' ? m['review.section.loadingMore']() : m['review.section.more']()}
        </button>
      )}
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(ReviewsSection);
