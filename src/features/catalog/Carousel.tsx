import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-static';
import { type CSSProperties, memo, useEffect, useId, useRef, useState } from 'react';
import Swiper from 'swiper';
import 'swiper/css';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { Stars } from '../../components/ui/Stars';
import { type PerView, SERVICES_CAROUSEL, TESTIMONIAL_CAROUSEL, type Tile } from './catalog';
import './carousel.css';

export interface Testimonial {
  name: string;
  city: string;
  service: string;
  rating: number;
  text: string;
}

type Props = { heading: string; blurb?: string; headingLevel?: 2 | 3 } & (
  | { kind: 'tiles'; tiles: Tile[]; perView: PerView }
  | { kind: 'testimonials'; testimonials: Testimonial[] }
);

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

function TileCard({ tile, hidden }: { tile: Tile; hidden?: boolean }) {
  return (
    <a
      href={tile.href}
      tabIndex={hidden ? -1 : undefined}
      className="group flex h-full min-h-11 items-center gap-3 rounded-card border border-line bg-white p-3 shadow-card transition hover:-translate-y-0.5 hover:border-brand/40 sm:flex-col sm:items-start sm:p-4"
    >
      <img src={tile.icon} width={56} height={56} loading="lazy" decoding="async" alt="" className="size-12 shrink-0 rounded-xl sm:size-14" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="block font-semibold leading-snug text-ink group-hover:text-brand">{tile.label}</span>
        {tile.description && <span className="mt-1 line-clamp-2 hidden text-sm text-muted sm:block">{tile.description}</span>}
        <span className="mt-0.5 block text-sm font-medium text-brand sm:mt-auto sm:pt-2">Starts ₹{tile.price}</span>
      </span>
    </a>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card">
      <div className="flex items-center justify-between">
        <Stars value={item.rating} />
        <SvgIcon svg={Quote} className="size-6 text-brand/30" />
      </div>
      <blockquote className="mt-3 flex-1 text-[15px] leading-relaxed text-ink">“{item.text}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-light font-semibold text-brand-dark" aria-hidden="true">
          {initials(item.name)}
        </span>
        <span>
          <span className="block font-semibold">{item.name}</span>
          <span className="block text-sm text-muted">
            {item.service} · {item.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The slides; memoised so that a re-render for the controls never touches nodes Swiper has moved. */
const Slides = memo(function Slides({ props, copies }: { props: Props; copies: number }) {
  const items = props.kind === 'tiles' ? props.tiles : props.testimonials;
  return (
    // Until Swiper runs (and without JavaScript) the list is a strip that scrolls sideways; quotes hold
    // no link to tab to, so the strip itself takes focus for a keyboard to scroll it.
    <ul className="swiper-wrapper" role="list" tabIndex={props.kind === 'testimonials' ? 0 : undefined}>
      {Array.from({ length: copies }, (_, copy) =>
        items.map((item, index) => {
          const hidden = copy > 0;
          const key = `${copy}-${index}`;
          return (
            <li key={key} className="swiper-slide" aria-hidden={hidden || undefined} {...(hidden ? { inert: true } : {})}>
              {props.kind === 'tiles' ? <TileCard tile={item as Tile} hidden={hidden} /> : <TestimonialCard item={item as Testimonial} />}
            </li>
          );
        }),
      )}
    </ul>
  );
});

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel (SPEC.md section 9): server-rendered as a scrollable list, then enhanced by Swiper when
 * it scrolls into view (client:visible) with autoplay every 3000 ms, loop, pause on hover and focus,
 * and SPEC.md's visible-item counts. No autoplay for visitors who ask for reduced motion; a pause
 * button otherwise (WCAG 2.2.2).
 */
export default function Carousel(props: Props) {
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [copies, setCopies] = useState(1);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const userPaused = useRef(false);
  const controls = useRef<{ toggle(): void } | null>(null);
  const count = props.kind === 'tiles' ? props.tiles.length : props.testimonials.length;
  const maxPerView = props.kind === 'tiles' ? Math.max(...props.perView) : 2;

  // Loop mode needs more slides than are visible: repeat short lists (the copies are hidden from assistive tech).
  useEffect(() => {
    if (count > 0) setCopies(Math.max(1, Math.ceil((Math.ceil(maxPerView) + 2) / count)));
  }, [count, maxPerView]);

  useEffect(() => {
    const el = root.current;
    if (!el || count === 0 || copies === 1 && count < Math.ceil(maxPerView) + 2) return;
    const autoplay = !reducedMotion();
    const options: { spaceBetween: number; slidesPerView: number; breakpoints: Record<number, { slidesPerView: number }>; delay: number } =
      props.kind === 'tiles'
        ? {
            spaceBetween: SERVICES_CAROUSEL.spaceBetween,
            slidesPerView: props.perView[0],
            breakpoints: {
              [SERVICES_CAROUSEL.breakpoints[0]]: { slidesPerView: props.perView[1] },
              [SERVICES_CAROUSEL.breakpoints[1]]: { slidesPerView: props.perView[2] },
            },
            delay: SERVICES_CAROUSEL.autoplayMs,
          }
        : {
            spaceBetween: TESTIMONIAL_CAROUSEL.spaceBetween,
            slidesPerView: 1,
            breakpoints: { [TESTIMONIAL_CAROUSEL.twoFrom]: { slidesPerView: 2 } },
            delay: TESTIMONIAL_CAROUSEL.autoplayMs,
          };
    const instance = new Swiper(el, {
      loop: true,
      // Testimonials start on the second quote so that the stage padding shows a neighbour on both sides.
      initialSlide: props.kind === 'testimonials' ? 1 : 0,
      spaceBetween: options.spaceBetween,
      slidesPerView: options.slidesPerView,
      breakpoints: options.breakpoints,
    });
    swiper.current = instance;
    // Swiper moves the slides from now on (buttons, swipes): the list no longer scrolls by itself.
    el.querySelector('.swiper-wrapper')?.removeAttribute('tabindex');

    // Autoplay on a timer rather than Swiper's module, which keeps an animation-frame loop running for
    // as long as the page is open. Paused while the pointer or focus is inside, or the tab is hidden.
    let timer: ReturnType<typeof setInterval> | undefined;
    let hovered = false;
    let focused = false;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const sync = () => {
      const run = autoplay && !userPaused.current && !hovered && !focused && document.visibilityState === 'visible';
      if (run && timer === undefined) timer = setInterval(() => instance.slideNext(), options.delay);
      if (!run) stop();
      setPlaying(autoplay && !userPaused.current);
    };
    controls.current = {
      toggle() {
        userPaused.current = !userPaused.current;
        sync();
      },
    };
    const onEnter = () => {
      hovered = true;
      sync();
    };
    const onLeave = () => {
      hovered = false;
      sync();
    };
    const onFocusIn = () => {
      focused = true;
      sync();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (el.contains(event.relatedTarget as Node)) return;
      focused = false;
      sync();
    };
    // A slide moved by hand starts the wait again.
    const restart = () => {
      stop();
      sync();
    };
    el.addEventListener('mouseenter', onEnter);
    el.addEventListener('mouseleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', sync);
    instance.on('touchEnd', restart);
    setReady(true);
    sync();
    return () => {
      stop();
      el.removeEventListener('mouseenter', onEnter);
      el.removeEventListener('mouseleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', sync);
      instance.destroy(true, true);
      swiper.current = null;
      controls.current = null;
    };
    // The carousel is set up once per slide count; the props of an island do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copies]);

  const toggle = () => controls.current?.toggle();

  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const style =
    props.kind === 'tiles'
      ? ({ '--pv0': props.perView[0], '--pv1': props.perView[1], '--pv2': props.perView[2] } as CSSProperties)
      : undefined;
  const button = 'grid size-11 place-items-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-brand hover:text-brand';

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={headingId}>
      <div className={`mb-4 flex items-end justify-between gap-4 ${props.kind === 'testimonials' ? 'px-4 sm:px-0' : ''}`}>
        <div>
          <Heading id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {props.heading}
          </Heading>
          {props.blurb && <p className="mt-1 text-sm text-muted">{props.blurb}</p>}
        </div>
        {ready && (
          <div className="hidden shrink-0 gap-2 sm:flex">
            {!reducedMotion() && (
              <button type="button" className={button} onClick={toggle} aria-label={playing ? `Pause ${props.heading}` : `Play ${props.heading}`}>
                <SvgIcon svg={playing ? Pause : Play} className="size-4" />
              </button>
            )}
            <button type="button" className={button} onClick={() => swiper.current?.slidePrev()} aria-label={`Previous ${props.heading}`}>
              <SvgIcon svg={ChevronLeft} className="size-5" />
            </button>
            <button type="button" className={button} onClick={() => swiper.current?.slideNext()} aria-label={`Next ${props.heading}`}>
              <SvgIcon svg={ChevronRight} className="size-5" />
            </button>
          </div>
        )}
      </div>
      <div ref={root} className={`swiper rail ${props.kind === 'testimonials' ? 'rail-testimonials' : ''}`} style={style}>
        <Slides props={props} copies={copies} />
      </div>
    </div>
  );
}
