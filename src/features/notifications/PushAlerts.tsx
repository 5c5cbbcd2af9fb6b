import { reactIsland } from '../../lib/react-island';
import { BellRing } from 'lucide-static';
import { useEffect, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { apiPaths, paths } from '../../paths';
import { STORAGE_KEYS } from '../../stores/storage-keys';

/**
 * "Alert me on this phone", on the business workspace: a tap asks for notification permission
 * (never before: nothing here runs on load but reading the state), subscribes this browser to Web Push with
 * the server's VAPID public key and keeps the subscription for the signed-in member
 * (POST /api/push-subscriptions); a second tap turns it off. The state shown is the browser's own: on (a
 * subscription exists), off, blocked (permission denied) or unsupported (no Push API, e.g. Safari on an
 * iPhone before the site is on the Home Screen).
 */
type State = 'off' | 'on' | 'blocked' | 'unsupported' | 'turningOn' | 'turningOff';

interface Props {
  /** The VAPID public key, base64url (src/lib/server/vapid.ts). */
  publicKey: string;
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The key as the Push API wants it: the raw bytes of the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const remember = (on: boolean) => {
  try {
    if (on) localStorage.setItem(STORAGE_KEYS.pushAlerts, '1');
    else localStorage.removeItem(STORAGE_KEYS.pushAlerts);
  } catch {
    // Private mode: the state is read from the browser again next time.
  }
};

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export default function PushAlerts({ publicKey }: Props) {
  const [state, setState] = useState<State>('off');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void currentSubscription()
      .then((subscription) => {
        const on = subscription !== null && Notification.permission === 'granted';
        remember(on);
        setState(on ? 'on' : 'off');
      })
      .catch(() => setState('off'));
  }, []);

  async function turnOn() {
    setFailure(null);
    if (!supported()) return setState('unsupported');
    setState('turningOn');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('blocked');
      if (permission !== 'granted') return setState('off');
      await navigator.serviceWorker.register(paths.serviceWorker());
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const { endpoint, keys } = subscription.toJSON();
      await api(apiPaths.pushSubscriptions(), { method: 'POST', body: { endpoint, keys } });
      remember(true);
      setState('on');
    } catch {
      setFailure(m['workspace.pushAlerts.failed']());
      setState('off');
    }
  }

  async function turnOff() {
    setFailure(null);
    setState('turningOff');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api(apiPaths.pushSubscriptions(), { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(
          (error: { status?: number }) => {
            // Already gone on the server (removed there, or by a push service's 410): off is what was asked.
            if (error?.status !== 404) throw error;
          },
        );
        await subscription.unsubscribe();
      }
      remember(false);
      setState('off');
    } catch {
      setFailure(m['workspace.pushAlerts.offFailed']());
      setState('on');
    }
  }

  const busy = state === 'turningOn' || state === 'turningOff';
  const on = state === 'on' || state === 'turningOff';
  const says = {
    off: m['workspace.pushAlerts.off'](),
    on: m['workspace.pushAlerts.on'](),
    blocked: m['workspace.pushAlerts.blocked'](),
    unsupported: m['workspace.pushAlerts.unsupported'](),
    turningOn: m['workspace.pushAlerts.turningOn'](),
    turningOff: m['workspace.pushAlerts.turningOff'](),
  }[state];

  return (
    <section aria-labelledby="push-alerts-title" className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-5" data-push-alerts={state}>
      <h2 id="push-alerts-title" className="flex items-center gap-2 text-base font-semibold">
        <SvgIcon svg={BellRing} className="size-5 text-brand" /> {m['workspace.pushAlerts.title']()}
      </h2>
      <p className="mt-1 text-sm text-muted" role="status" aria-live="polite">
        {failure ?? says}
      </p>
      {state !== 'unsupported' && (
        <button
          type="button"
          onClick={on ? turnOff : turnOn}
          disabled={busy}
          aria-busy={busy}
          className={
            on
              ? 'mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface disabled:opacity-60 sm:w-auto'
              : 'mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60 sm:w-auto'
          }
        >
          {on ? m['workspace.pushAlerts.turnOff']() : m['workspace.pushAlerts.turnOn']()}
        </button>
      )}
    </section>
  );
}

if (import.meta.env.SSR) reactIsland(PushAlerts);
