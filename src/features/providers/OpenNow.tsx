import { reactIsland } from '../../lib/react-island';
import { useEffect, useState } from 'react';
import { openState, type WeeklyHours } from '../listings/hours';

/**
 * 'Open now' / 'Closed' in India time. The server renders it for the moment of the request; in the
 * browser it is worked out again at once and then every minute, so a page left open stays right.
 */
export default function OpenNow({ hours, renderedAt }: { hours: WeeklyHours; renderedAt: string }) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const state = openState(hours, now);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="open-state">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold ${
          state.open ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700'
        }`}
      >
        <span className={`size-2 rounded-full ${state.open ? 'bg-emerald-500' : 'bg-red-500'}`} aria-hidden="true" />
        {state.label}
      </span>
      <span className="text-muted">{state.detail}</span>
    </span>
  );
}

if (import.meta.env.SSR) reactIsland(OpenNow);
