import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanServerWordLiterals } from './support/server-word-literals';

/**
 * The words the server writes (docs/ARCHITECTURE.md, "Words"): a mail's subject, text, HTML and field labels,
 * a notification, a refusal or an answer's `message`, a zod schema's error. They come from the message
 * catalogue, read when they are said, so that each is said in the language of the request (or, for the
 * clock's jobs, of the locale they are given): none is written as a literal in a server module, and none is read
 * once as its module loads.
 */

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)));
}

/** Modules whose words no person using Seva reads: they stay as they are, in English. */
const NOT_FOR_PEOPLE: Record<string, string> = {
  'src/lib/server/config.ts': "the operator's start-up errors, in the log",
  'src/lib/site-url.ts': "the operator's SITE_URL errors, at start-up",
  'src/content.config.ts': "the blog's authors' build errors",
  // Data a person reads stays data (as the database's category names do), not a catalogue's message.
  'src/features/catalog/labels.ts': "categories' names SPEC.md spells otherwise than the stored ones: catalogue data",
};

/** Every TypeScript module of src/ (tests and the compiled catalogue aside). */
const modules = filesUnder('src')
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('src/paraglide/') && !(file in NOT_FOR_PEOPLE));

describe("the server's words", () => {
  it('are looked for in every module, each read as TypeScript', () => {
    expect(modules.length).toBeGreaterThan(150);
    expect(modules).toEqual(expect.arrayContaining(['src/features/leads/inbox.server.ts', 'src/lib/fields.ts', 'src/pages/api/verify-otp.ts']));
    expect(modules.flatMap((file) => scanServerWordLiterals(readFileSync(file, 'utf8')).parseErrors.map((error) => `${file}: ${error}`))).toEqual([]);
  });

  it('are never written as literals, nor read once as a module loads', () => {
    const offenders = modules.flatMap((file) => scanServerWordLiterals(readFileSync(file, 'utf8')).literals.map((found) => `${file}:${found}`));
    expect(offenders).toEqual([]);
  });

  it('would be caught written as a literal (the scan itself)', () => {
    const found = (code: string) => scanServerWordLiterals(code).literals.map((line) => line.replace(/^\d+: /, ''));
    // A mail: its subject, its field labels, its text and HTML parts (tags are no words).
    const mail = `async function tell() {
await mailSubmission({ kind: 'quote', id, subject: \`\${name} sent you a quote\`, fields: [['Business', name], [m['mail.field.quote'](), amount]] });
sendMail({ kind: 'x', to, subject: m['mail.x.subject'](), text: 'Your code is ' + code, html: \`<p style="color:#0f172a">\${intro}</p>\` });
const quiet = { kind: 'sign-in-code', html: '<br>' };
}`;
    expect(found(mail)).toEqual(['sent you a quote', 'Business', 'Your code is']);
    // Refusals, notifications and what a transition tells.
    const refusals = `function refuse() {
throw new HttpError(409, 'This lead is closed', { reason: 'Closed' });
throw notFound(\`No such lead #\${id}\`);
await notify(tx, userId, 'Welcome to Seva!');
takeLeadTransition(tx, 'decline', id, actor, { reason: 'The customer withdrew', leadReason: 'Cancelled', tellCustomer: () => \`\${name} declined\` });
return json({ status: 1, msg: ok ? 'Saved' : m['x.failed']() });
const message = 'Please send every photo';
}`;
    expect(found(refusals)).toEqual([
      'This lead is closed',
      'Closed',
      'No such lead #',
      'Welcome to Seva!',
      'The customer withdrew',
      'Cancelled',
      'declined',
      'Saved',
      'Please send every photo',
    ]);
    // zod's refusals, in every form zod takes them; values (a regex, a min) and a drizzle column are no words.
    const schema = `const schema = z.object({
  a: z.string({ error: 'Please enter a' }).min(1, 'Too short').regex(/^x$/, { message: 'Not x' }),
  b: z.email('Not an email'),
  c: z.enum(['x', 'y'], { error: 'Choose one' }).refine((v) => v !== 'x', 'Not x either'),
  d: z.string().includes('needle').startsWith('https://'),
  e: z.string().min(1, { error: () => m['x.short']() }),
});
const table = { day: date('day', { mode: 'string' }) };`;
    expect(found(schema)).toEqual(['Please enter a', 'Too short', 'Not x', 'Not an email', 'Choose one', 'Not x either']);
    // Messages kept in a module-level table, or read once as the module loads, stay English for every request after.
    const loaded = `export const LEAD_MESSAGES = { amount: 'Please enter your price', get message() { return m['lead.invalid.message'](); } };
export const QUOTE_SENT = 'Your quote was sent';
export const teamMessages = { invited: (to: string) => \`Invitation sent to \${to}\` };
export function partnerLeadSuccess(plan: string) { return \`Thank you for the \${plan}\`; }
const required = z.string().min(1, m['x.required']());
export const said = m['x.said']();`;
    expect(found(loaded)).toEqual([
      'Please enter your price',
      'Your quote was sent',
      'Invitation sent to',
      'Thank you for the',
      "m['x.required']() read at module load",
      "m['x.said']() read at module load",
    ]);
    // Labels a module spells: a tile's or a carousel's, a page's title, what a labelling function gives, a notice.
    const labels = `export const carousels = [{ id: 'x', title: 'Top picks', blurb: \`Near \${city}\`, label: m['x.label'], tiles: [{ label: 'Book a Ride', description: () => m['x.y']() }] }];
export function replyTimeLabel(minutes: number) { return minutes < 90 ? \`Usually replies in about \${minutes} min\` : m['x.hours'](); }
export const characterCount = (value: string, max: number) => \`\${value.length} / \${max} characters\`;
export function deviceSummary(ua: string) { const browser = name(ua); return browser ? \`\${browser} on Android\` : 'Unknown device'; }
async function share(say: Notice) { say.success('Link copied'); toast.error(\`Could not copy \${url}\`); log.error('not a word'); }
const page = (name: string) => ({ title: \`\${name} – starts ₹\${price}\`, description: m['x.page']({ name }) });`;
    expect(found(labels)).toEqual([
      'Top picks',
      'Near',
      'Book a Ride',
      'Usually replies in about   min',
      '/   characters',
      'on Android',
      'Unknown device',
      'Link copied',
      'Could not copy',
      '– starts ₹',
    ]);
    // A literal no person reads is marked; a message said when called is the rule.
    const fine = `export const QUOTE = { get sent() { return m['lead.quoteSent'](); } };
export const sent = () => m['lead.quoteSent']();
const schema = z.string().min(1, { error: () => m['x.required']() });
function refuse() {
  logSignIn('failure', email, { reason: /* i18n-ignore: a log's reason */ 'address-limit' });
  throw new HttpError(404, m['x.missing']());
}`;
    expect(found(fine)).toEqual([]);
    for (const code of [mail, refusals, schema, loaded, labels, fine]) expect(scanServerWordLiterals(code).parseErrors).toEqual([]);
  });
});
