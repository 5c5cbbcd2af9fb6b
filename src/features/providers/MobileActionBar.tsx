import { reactIsland } from '../../lib/react-island';
import { Phone } from 'lucide-static';
import { useEffect, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { EnquireAndBook } from './EnquireAndBook';

/**
 * On phones the three things a visitor came for stay at the bottom of the screen: Call, Enquire Now
 * and Book Now (the same modals as the provider card's buttons) — once the card's own buttons have
 * scrolled out of view.
 */
export default function MobileActionBar({ serviceId, telHref, isTransport }: { serviceId: number; telHref: string; isTransport: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById('provider-cta');
    if (!target || typeof IntersectionObserver === 'undefined') return setShown(true);
    const observer = new IntersectionObserver(([entry]) => setShown(!entry?.isIntersecting && (entry?.boundingClientRect.top ?? 0) < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  if (!shown) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur md:hidden">
      <div className="grid grid-cols-3 gap-2">
        <a
          href={telHref}
          className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-full border border-line px-2 text-center text-sm leading-5 font-semibold text-ink"
        >
          <SvgIcon svg={Phone} className="size-4 shrink-0 text-brand" /> {m['provider.bar.call']()}
        </a>
        <EnquireAndBook
          serviceId={serviceId}
          isTransport={isTransport}
          enquire={m['provider.bar.enquire']()}
          book={m['provider.bar.book']()}
          look="bar"
        />
      </div>
    </div>
  );
}

if (import.meta.env.SSR) reactIsland(MobileActionBar);
