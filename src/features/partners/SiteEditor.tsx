import { reactIsland } from '../../lib/react-island';
import { Plus, Save, Trash2 } from 'lucide-static';
import { type SubmitEvent, useId, useState } from 'react';
import { FormSubmit } from '../../components/ui/FormParts';
import { LabelledControl } from './LabelledControl';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api, errorBody, errorMessage } from '../../lib/api';
import { fieldErrorsSummary } from '../../lib/form-state';
import { m } from '../../lib/i18n';
import { apiPaths } from '../../paths';
import { contrastRatio, hexColor } from './partners';
import {
  ACCENT_INK,
  type EditableSite,
  MIN_CONTRAST,
  SITE_ICON_LABELS,
  SITE_ICONS,
  SITE_SERVICES_MAX,
  type SiteIcon,
  siteEditSchema,
  siteErrorKey,
} from './listing-editor';
import { siteIconSvg } from './site-icons';
import { MoveButtons } from './MoveButtons';

interface Props {
  site: EditableSite;
}

interface Row {
  key: number;
  name: string;
  description: string;
  price: string;
  icon: SiteIcon;
}

const sectionClass = 'rounded-card border border-line bg-white p-4 shadow-card sm:p-6';
const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-50';

let nextKey = 1;
const rowOf = (service: Partial<EditableSite['services'][number]> = {}): Row => ({
  key: nextKey++,
  name: service.name ?? '',
  description: service.description ?? '',
  price: service.price === null || service.price === undefined ? '' : String(service.price),
  icon: service.icon ?? 'wrench',
});

/**
 * The owner's mini-site: the "Our services" grid (name, description, 'Starting at' price, an icon from a
 * fixed set) and the brand colours, with a live check that text stays readable on them. Checked here with
 * the endpoint's schema; nothing typed is lost on an error.
 */
export default function SiteEditor({ site }: Props) {
  const formId = useId();
  const [rows, setRows] = useState<Row[]>(() => site.services.map(rowOf));
  const [brand, setBrand] = useState(site.brand_color);
  const [accent, setAccent] = useState(site.accent_color);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState('');

  const payload = () => ({
    services: rows.map(({ name, description, price, icon }) => ({ name, description, price, icon })),
    brand_color: brand,
    accent_color: accent,
  });

  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSaved('');
    setFormError('');
    const checked = siteEditSchema.safeParse(payload());
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[siteErrorKey(issue.path)] ??= issue.message;
      setErrors(found);
      setFormError(fieldErrorsSummary());
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await api<{ msg: string }>(apiPaths.businessSite(site.partner_id), { method: 'POST', body: payload() });
      setSaved(answer.msg);
    } catch (error) {
      const fromServer = errorBody(error).errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fromServer).map(([key, value]) => [key, Array.isArray(value) ? value[0]! : value])));
      setFormError(Object.keys(fromServer).length ? fieldErrorsSummary() : errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const colourField = (
    name: 'brand_color' | 'accent_color',
    label: string,
    value: string,
    set: (value: string) => void,
    ink: string,
    hint: string,
  ) => {
    const hex = hexColor(value);
    const ratio = hex ? contrastRatio(hex, ink) : null;
    const id = `${formId}-${name}`;
    const error = errors[name];
    return (
      <LabelledControl id={id} label={label} error={error}>
        <div className="flex gap-2">
          <input
            type="color"
            value={hex ?? '#000000'}
            onChange={(event) => set(event.target.value)}
            aria-label={m['site.colours.pick']({ label })}
            className="h-12 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <input
            id={id}
            name={name}
            value={value}
            onChange={(event) => set(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-check${error ? ` ${id}-error` : ''}`}
            className={`block min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 font-mono text-base text-ink focus:outline-2 focus:outline-brand ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <p id={`${id}-check`} className="mt-2 flex items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="inline-flex min-h-8 shrink-0 items-center whitespace-nowrap rounded-full px-3 text-xs font-semibold"
            style={hex ? { backgroundColor: hex, color: ink } : undefined}
          >
            {m['site.colours.sample']()}
          </span>
          <span className={ratio !== null && ratio < MIN_CONTRAST ? 'font-semibold text-red-700' : 'text-muted'}>
            {ratio === null ? m['site.colours.enterHex']() : m['site.colours.contrast']({ hint, ratio: ratio.toFixed(1), min: MIN_CONTRAST })}
          </span>
        </p>
      </LabelledControl>
    );
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-busy={pending}>
      <section aria-labelledby={`${formId}-grid`} className={sectionClass}>
        <h2 id={`${formId}-grid`} className="text-lg font-bold">
          {m['site.grid.title']()}
        </h2>
        <p className="mt-1 text-sm text-muted">{rows.length === 0 ? m['site.grid.empty']() : m['site.grid.some']()}</p>
        {errors.services && <p className="mt-2 text-sm font-medium text-red-700">{errors.services}</p>}
        <ol className="mt-4 space-y-4">
          {rows.map((row, index) => {
            const at = (field: string) => errors[`services.${index}.${field}`];
            const fieldId = `${formId}-s${row.key}`;
            return (
              <li key={row.key} className="rounded-card border border-line p-3 sm:p-4">
                <fieldset>
                  <legend className="flex w-full items-center gap-2 font-semibold">
                    <span className="grid size-9 place-items-center rounded-lg bg-brand-light text-brand-dark">
                      <SvgIcon svg={siteIconSvg[row.icon]} className="size-5" />
                    </span>
                    {m['site.service.legend']({ number: index + 1 })}
                  </legend>
                  <div className="mt-3 space-y-3">
                    <TextField
                      formId={fieldId}
                      name="name"
                      label={m['site.service.name']()}
                      value={row.name}
                      onChange={(name) => update(row.key, { name })}
                      error={at('name')}
                      required
                      maxLength={80}
                    />
                    <TextField
                      formId={fieldId}
                      name="description"
                      label={m['site.service.description']()}
                      rows={2}
                      value={row.description}
                      onChange={(description) => update(row.key, { description })}
                      error={at('description')}
                      hint={m['site.service.descriptionHint']()}
                    />
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        formId={fieldId}
                        name="price"
                        label={m['site.service.price']()}
                        inputMode="numeric"
                        value={row.price}
                        onChange={(price) => update(row.key, { price })}
                        error={at('price')}
                        hint={m['ui.form.optional']()}
                      />
                      <div>
                        <label htmlFor={`${fieldId}-icon`} className="mb-1.5 block text-sm font-semibold text-ink">
                          {m['site.service.icon']()}
                        </label>
                        <select
                          id={`${fieldId}-icon`}
                          value={row.icon}
                          onChange={(event) => update(row.key, { icon: event.target.value as SiteIcon })}
                          className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
                        >
                          {SITE_ICONS.map((icon) => (
                            <option key={icon} value={icon}>
                              {SITE_ICON_LABELS[icon]()}
                            </option>
                          ))}
                        </select>
                        {at('icon') && <p className="mt-1 text-sm font-medium text-red-700">{at('icon')}</p>}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        index={index}
                        count={rows.length}
                        move={move}
                        earlier={m['site.service.moveEarlier']({ number: index + 1 })}
                        later={m['site.service.moveLater']({ number: index + 1 })}
                        className={smallButton}
                      />
                      <button
                        type="button"
                        className={`${smallButton} text-red-700`}
                        onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                        aria-label={m['site.service.remove']({ number: index + 1 })}
                      >
                        <SvgIcon svg={Trash2} className="size-4" /> {m['site.service.removeButton']()}
                      </button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={`${smallButton} mt-4`}
          disabled={rows.length >= SITE_SERVICES_MAX}
          onClick={() => setRows((current) => [...current, rowOf()])}
        >
          <SvgIcon svg={Plus} className="size-4" /> {m['site.service.add']()}
        </button>
      </section>

      <section aria-labelledby={`${formId}-colours`} className={sectionClass}>
        <h2 id={`${formId}-colours`} className="text-lg font-bold">
          {m['site.colours.title']()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m['site.colours.lead']()}</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {colourField('brand_color', m['site.colours.brand'](), brand, setBrand, '#ffffff', m['site.colours.brandHint']())}
          {colourField('accent_color', m['site.colours.accent'](), accent, setAccent, ACCENT_INK, m['site.colours.accentHint']())}
        </div>
      </section>

      <div className="space-y-3">
        <FormSubmit formError={formError} pending={pending} label={m['site.save']()} pendingLabel={m['ui.form.saving']()} icon={Save} />
        <p role="status" aria-live="polite" className="text-sm font-semibold text-positive empty:hidden">
          {saved}
        </p>
      </div>
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(SiteEditor);
