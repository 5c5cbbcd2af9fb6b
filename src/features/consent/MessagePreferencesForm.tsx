import { reactIsland } from '../../lib/react-island';
import { useCallback, useEffect, useId, useState } from 'react';
import { CircleAlert, CircleCheck, LoaderCircle, Smartphone } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { indiaDateFormat } from '../../lib/india-time';
import { apiPaths } from '../../paths';
import { type Audience, type ChannelState, channelName, FORM_CHANNELS, type MessageChannel, type PreferencesView, QUIET_TIMES } from './preferences';

const day = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dateOf = (iso: string) => day().format(new Date(iso));

const hints: Record<Audience, Partial<Record<MessageChannel, () => string>>> = {
  customer: {
    email: () => m['consent.customer.emailHint'](),
    sms: () => m['consent.customer.smsHint'](),
    whatsapp: () => m['consent.customer.whatsappHint'](),
  },
  member: {
    whatsapp: () => m['consent.member.whatsappHint'](),
    sms: () => m['consent.member.smsHint'](),
    email: () => m['consent.member.emailHint'](),
  },
};

type Result = { kind: 'saved'; text: string } | { kind: 'failed'; text: string } | null;

/**
 * A person's own message choices (GET/POST /api/message-preferences): a checkbox and one line for each channel
 * they may choose here, what a STOP they sent holds, push's state (turned on from the device), quiet hours,
 * and Save with its progress and outcome. The customer's in the profile, the member's in the workspace.
 */
export default function MessagePreferencesForm({ audience }: { audience: Audience }) {
  const id = useId();
  const [view, setView] = useState<PreferencesView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<Partial<Record<MessageChannel, boolean>>>({});
  const [quiet, setQuiet] = useState({ on: true, from: '22:00', to: '08:00' });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const show = useCallback((data: PreferencesView) => {
    setView(data);
    setChosen(Object.fromEntries(data.channels.map((state) => [state.channel, state.on])));
    setQuiet(data.quiet_hours);
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      show((await api<{ status: number; data: PreferencesView }>(apiPaths.messagePreferences(audience))).data);
    } catch (failure) {
      setLoadError(failure);
    }
  }, [audience, show]);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setResult(null);
    try {
      const channels = Object.fromEntries(FORM_CHANNELS[audience].map((channel) => [channel, chosen[channel] ?? false]));
      const answer = await api<{ status: number; msg: string; data: PreferencesView }>(apiPaths.messagePreferences(audience), {
        method: 'POST',
        body: { audience, channels, quiet_hours: quiet },
      });
      show(answer.data);
      setResult({ kind: 'saved', text: answer.msg });
    } catch (failure) {
      setResult({ kind: 'failed', text: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  }

  if (loadError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4 text-red-900" role="alert">
        <p className="flex items-center gap-2">
          <SvgIcon svg={CircleAlert} className="size-5 shrink-0" /> {errorMessage(loadError, m['consent.loadFailed']())}
        </p>
        <button
          type="button"
          onClick={() => void load()}
          className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold hover:bg-red-100"
        >
          {m['ui.tryAgain']()}
        </button>
      </div>
    );
  }
  if (!view) {
    return (
      <p className="flex items-center gap-2 py-6 text-muted" role="status">
        <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" /> {m['consent.loading']()}
      </p>
    );
  }

  const row = (state: ChannelState) => {
    const hintId = `${id}-${state.channel}-hint`;
    const noteId = `${id}-${state.channel}-note`;
    if (state.channel === 'push') {
      return (
        <li key={state.channel} className="flex gap-3 py-3">
          <SvgIcon svg={Smartphone} className="mt-0.5 size-5 shrink-0 text-muted" />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{channelName.push()}</p>
            <p className="text-sm text-muted">
              {state.on && state.at ? m['consent.member.pushOn']({ date: dateOf(state.at) }) : m['consent.member.pushOff']()}
            </p>
          </div>
        </li>
      );
    }
    const notes = [state.stoppedAt ? noteId : null, hintId].filter(Boolean).join(' ');
    return (
      <li key={state.channel} className="py-3">
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name={state.channel}
            checked={chosen[state.channel] ?? false}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChosen((current) => ({ ...current, [state.channel]: on }));
              setResult(null);
            }}
            aria-labelledby={`${id}-${state.channel}-name`}
            aria-describedby={notes}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <span className="min-w-0">
            <span id={`${id}-${state.channel}-name`} className="block font-semibold text-ink">
              {channelName[state.channel]()}
            </span>
            <span id={hintId} className="block text-sm text-muted">
              {hints[audience][state.channel]?.()}
              {!state.isDefault && state.at ? ` ${m['consent.since']({ date: dateOf(state.at) })}` : ''}
            </span>
          </span>
        </label>
        {state.stoppedAt && (
          <p id={noteId} className="mt-2 ml-9 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <SvgIcon svg={CircleAlert} className="mt-0.5 size-4 shrink-0" />
            {state.channel === 'sms'
              ? m['consent.stoppedSms']({ date: dateOf(state.stoppedAt) })
              : m['consent.stopped']({ date: dateOf(state.stoppedAt) })}
          </p>
        )}
      </li>
    );
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-5" data-message-preferences={audience}>
      <fieldset>
        <legend className="font-bold text-ink">{m['consent.channels.legend']()}</legend>
        <ul className="mt-1 divide-y divide-line">{view.channels.map(row)}</ul>
      </fieldset>
      <div className="rounded-lg border border-line bg-surface p-3">
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="quiet_hours"
            checked={quiet.on}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setQuiet((current) => ({ ...current, on }));
              setResult(null);
            }}
            aria-labelledby={`${id}-quiet-name`}
            aria-describedby={`${id}-quiet-hint`}
            className="mt-0.5 size-6 shrink-0 accent-brand"
          />
          <span className="min-w-0">
            <span id={`${id}-quiet-name`} className="block font-semibold text-ink">
              {m['consent.quiet.label']({ from: quiet.from, to: quiet.to })}
            </span>
            <span id={`${id}-quiet-hint`} className="block text-sm text-muted">
              {m['consent.quiet.hint']({ to: quiet.to })}
            </span>
          </span>
        </label>
        <fieldset className="mt-2 ml-9" disabled={!quiet.on}>
          <legend className="sr-only">{m['consent.quiet.times']()}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['from', 'to'] as const).map((end) => (
              <label key={end} className="block text-sm font-medium text-ink">
                {end === 'from' ? m['consent.quiet.from']() : m['consent.quiet.to']()}
                <select
                  name={`quiet_${end}`}
                  value={quiet[end]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setQuiet((current) => ({ ...current, [end]: value }));
                    setResult(null);
                  }}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base disabled:opacity-60"
                >
                  {QUIET_TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {saving && <SvgIcon svg={LoaderCircle} className="size-5 animate-spin" />}
          {saving ? m['consent.saving']() : m['consent.save']()}
        </button>
        <p role="status" aria-live="polite" className="min-h-6 text-sm">
          {result?.kind === 'saved' && (
            <span className="flex items-center gap-2 font-medium text-emerald-800">
              <SvgIcon svg={CircleCheck} className="size-5 shrink-0" /> {result.text}
            </span>
          )}
        </p>
      </div>
      {result?.kind === 'failed' && (
        <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <SvgIcon svg={CircleAlert} className="mt-0.5 size-4 shrink-0" /> {result.text}
        </p>
      )}
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(MessagePreferencesForm);
