import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import { type Locale, m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { config } from '../../lib/server/config';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { HttpError, notFound } from '../../lib/server/http';
import { enqueueMail, paragraphsMail } from '../../lib/server/mail';
import { inLanguageOf } from '../../lib/server/recipient-locale';
import type { OutboxQueryable } from '../../lib/server/outbox/outbox';
import { paths } from '../../paths';
import { mailSubmission } from '../content/support-mail.server';
import {
  APPEAL_DAYS,
  APPEAL_URL,
  type GrievanceCase,
  type GrievanceInput,
  type GrievanceView,
  grievanceAboutLabel,
  grievanceDeadlines,
  grievanceState,
  grievanceTime,
  isTicket,
  kindOfGrievance,
} from './grievances';

/** The officer the law asks us to name (configuration, README "Environment"). */
export function grievanceOfficer() {
  return {
    name: config.GRIEVANCE_OFFICER_NAME,
    email: config.GRIEVANCE_OFFICER_EMAIL,
    phone: config.GRIEVANCE_OFFICER_PHONE,
    address: config.GRIEVANCE_OFFICER_ADDRESS,
    /** Where a person writes about their personal data (DATA_PROTECTION_EMAIL). */
    dataProtectionEmail: config.DATA_PROTECTION_EMAIL,
  };
}

const TICKET_LETTERS = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const newTicket = () => `SEVA-G-${Array.from({ length: 8 }, () => TICKET_LETTERS[randomInt(TICKET_LETTERS.length)]).join('')}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The ticket's page with the token that opens it (the acknowledgement's link), absolute for a mail. */
const ticketLink = (ticket: string, token: string) => new URL(`${paths.grievance(ticket)}?key=${encodeURIComponent(token)}`, config.SITE_URL).href;

const officerLine = (locale?: Locale) => {
  const officer = grievanceOfficer();
  return m['grievance.mail.officer']({ name: officer.name, email: officer.email, phone: officer.phone }, { locale });
};

/**
 * Files a grievance: the row, the complainant's acknowledgement with the ticket and its link, and the officer's
 * copy, in one transaction (the outbox sends both at once). Answers the ticket.
 */
export async function fileGrievance(input: GrievanceInput, by: { userId: number | null; locale: Locale }): Promise<{ ticket: string }> {
  const now = clock.now();
  const kind = kindOfGrievance(input.about);
  const deadlines = grievanceDeadlines(kind, now);
  const token = randomBytes(18).toString('base64url');
  const database = await db();
  return database.transaction(async (tx) => {
    let ticket = newTicket();
    // 29^8 tickets: a clash is all but impossible, and then the next one is tried.
    for (let tries = 0; ; tries++) {
      const [row] = await tx
        .insert(tables.grievances)
        .values({
          ticket,
          tokenHash: hashToken(token),
          userId: by.userId,
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          about: input.about,
          kind,
          text: input.text,
          url: input.url ?? null,
          locale: by.locale,
          acknowledgeBy: deadlines.acknowledgeBy,
          resolveBy: deadlines.resolveBy,
          createdAt: now,
        })
        .onConflictDoNothing({ target: tables.grievances.ticket })
        .returning({ id: tables.grievances.id });
      if (row) break;
      if (tries > 5) throw new Error('no free grievance ticket');
      ticket = newTicket();
    }
    const mail = paragraphsMail(m['grievance.mail.received.subject']({ ticket }), [
      m['grievance.mail.received.hello']({ name: input.name }),
      m['grievance.mail.received.body']({ ticket, about: grievanceAboutLabel(input.about) }),
      m['grievance.mail.received.clocks']({
        acknowledgeBy: grievanceTime(deadlines.acknowledgeBy),
        resolveBy: grievanceTime(deadlines.resolveBy),
      }),
      m['grievance.mail.received.track']({ link: ticketLink(ticket, token) }),
      officerLine(),
    ]);
    await enqueueMail(tx, { kind: 'grievance-received', to: input.email, ...mail }, { key: ticket });
    await mailSubmission(
      {
        kind: 'grievance',
        id: 0,
        key: ticket,
        to: config.GRIEVANCE_OFFICER_EMAIL,
        replyTo: input.email,
        subject: m['grievance.mail.officer.subject']({ ticket, about: grievanceAboutLabel(input.about) }),
        fields: [
          [m['mail.field.name'](), input.name],
          [m['mail.field.email'](), input.email],
          ...(input.mobile ? [[m['mail.field.mobile'](), input.mobile] as [string, string]] : []),
          [m['grievance.form.about'](), grievanceAboutLabel(input.about)],
          [m['grievance.form.text'](), input.text],
          ...(input.url ? [[m['grievance.form.url'](), input.url] as [string, string]] : []),
          [m['mail.field.reference'](), ticket],
        ],
      },
      tx,
    );
    return { ticket };
  });
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The grievance of `ticket`, for whoever proves they filed it: the token of the acknowledgement's link, or the
 * email it was filed with. Null for a wrong proof and for a ticket that does not exist alike, so the page says
 * nothing of which tickets exist.
 */
export async function grievanceForHolder(ticket: string, proof: { token: string } | { email: string }): Promise<GrievanceView | null> {
  if (!isTicket(ticket)) return null;
  const [row] = await (await db()).select().from(tables.grievances).where(eq(tables.grievances.ticket, ticket)).limit(1);
  if (!row) return null;
  const proved =
    'token' in proof ? sameText(hashToken(proof.token), row.tokenHash) : sameText(proof.email.trim().toLowerCase(), row.email.trim().toLowerCase());
  if (!proved) return null;
  // What they sent, where it stands and the answer; not the contact details on file.
  const { name: _name, email: _email, mobile: _mobile, kind: _kind, ...view } = caseOf(row);
  return view;
}

/** The mail of a decision: the answer, and the appeal route the law asks every decision to name. */
export function decisionMail(row: { ticket: string; name: string; locale: string }, answer: string) {
  const locale = row.locale as Locale;
  return paragraphsMail(m['grievance.mail.resolved.subject']({ ticket: row.ticket }, { locale }), [
    m['grievance.mail.received.hello']({ name: row.name }, { locale }),
    m['grievance.mail.resolved.body']({ ticket: row.ticket }, { locale }),
    answer,
    m['grievance.appeal']({ days: APPEAL_DAYS, url: APPEAL_URL }, { locale }),
    officerLine(locale),
  ]);
}

/** Writes the decision mail to the complainant in `tx`. */
export async function mailDecision(tx: OutboxQueryable, row: { ticket: string; name: string; email: string; locale: string }, answer: string) {
  // In the language the grievance was filed in: its dates and the mail's footer too.
  await inLanguageOf(tx, { chose: row.locale }, () =>
    enqueueMail(tx, { kind: 'grievance-resolved', to: row.email, ...decisionMail(row, answer) }, { key: row.ticket }),
  );
}

const caseOf = (row: typeof tables.grievances.$inferSelect): GrievanceCase => ({
  ticket: row.ticket,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  about: row.about,
  kind: row.kind,
  text: row.text,
  url: row.url,
  state: grievanceState(row),
  filedAt: row.createdAt,
  acknowledgeBy: row.acknowledgeBy,
  resolveBy: row.resolveBy,
  acknowledgedAt: row.acknowledgedAt,
  resolvedAt: row.resolvedAt,
  answer: row.answer,
});

/** Grievances not yet resolved, the oldest first (the queue), or also the resolved ones, newest first. */
export async function listGrievances({ open = true, limit = 200 }: { open?: boolean; limit?: number } = {}): Promise<GrievanceCase[]> {
  const database = await db();
  const rows = open
    ? await database.select().from(tables.grievances).where(isNull(tables.grievances.resolvedAt)).orderBy(asc(tables.grievances.id)).limit(limit)
    : await database.select().from(tables.grievances).orderBy(desc(tables.grievances.id)).limit(limit);
  return rows.map(caseOf);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The grievance of `ticket` locked for a decision in `tx`, or a 404. */
async function lockedGrievance(tx: Tx, ticket: string) {
  const [row] = isTicket(ticket) ? await tx.select().from(tables.grievances).where(eq(tables.grievances.ticket, ticket)).for('update').limit(1) : [];
  if (!row) throw notFound(m['grievance.operator.notFound']());
  return row;
}

/**
 * Acknowledges a grievance in `tx` (a person has it in hand) and tells the complainant, with the resolution's
 * deadline. Answers false when it was acknowledged already (nothing more is done or sent).
 */
export async function acknowledgeGrievance(tx: Tx, ticket: string, operatorId: number): Promise<boolean> {
  const row = await lockedGrievance(tx, ticket);
  if (row.acknowledgedAt || row.resolvedAt) return false;
  await tx.update(tables.grievances).set({ acknowledgedAt: clock.now(), acknowledgedBy: operatorId }).where(eq(tables.grievances.id, row.id));
  // In the language the grievance was filed in: its deadline's date and the mail's footer too.
  await inLanguageOf(tx, { chose: row.locale }, () => {
    const mail = paragraphsMail(m['grievance.mail.acknowledged.subject']({ ticket }), [
      m['grievance.mail.received.hello']({ name: row.name }),
      m['grievance.mail.acknowledged.body']({ ticket, resolveBy: grievanceTime(row.resolveBy) }),
      officerLine(),
    ]);
    return enqueueMail(tx, { kind: 'grievance-acknowledged', to: row.email, ...mail }, { key: ticket });
  });
  return true;
}

/** Resolves a grievance in `tx` with the answer, and mails it with the appeal route; a 409 once it is resolved. */
export async function resolveGrievance(tx: Tx, ticket: string, answer: string, operatorId: number): Promise<GrievanceCase> {
  const row = await lockedGrievance(tx, ticket);
  if (row.resolvedAt) throw new HttpError(409, m['grievance.operator.resolvedAlready']());
  const now = clock.now();
  const [updated] = await tx
    .update(tables.grievances)
    .set({
      resolvedAt: now,
      resolvedBy: operatorId,
      answer,
      ...(row.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: operatorId }),
    })
    .where(eq(tables.grievances.id, row.id))
    .returning();
  await mailDecision(tx, row, answer);
  return caseOf(updated!);
}
