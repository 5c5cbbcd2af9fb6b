import { readdirSync, readFileSync } from 'node:fs';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/lib/server/db/schema';
import {
  bookingProcess,
  bookingRefusal,
  BOOKING_STATES,
  bookingState,
  BOOKING_STATUS,
  bookingStatusLabel,
} from '../src/features/bookings/booking-process';
import { DECISION_MESSAGES } from '../src/features/bookings/booking-decisions';
import { PROPOSAL_MESSAGES } from '../src/features/bookings/visit-proposals';
import { VISIT_MESSAGES } from '../src/features/bookings/visits';
import { MEMBER_ROLES } from '../src/features/members/members';
import { can, type MemberAction } from '../src/features/members/permissions';
import {
  answerRefusal,
  kindRefusal,
  LEAD_REFUSALS,
  LEAD_STATUSES,
  leadProcess,
  leadState,
  REQUEST_STATUSES,
  requestRefusal,
  requestState,
  visibleToBusiness,
} from '../src/features/leads/lead-process';
import { ACTOR_KINDS, ACTOR_MESSAGES, type Actor, type ProcessSpec, refusalOf, type TransitionSpec } from '../src/lib/process';

/**
 * Each process's table, walked: every transition is allowed to the actors it names, from the states it names,
 * and refused to every other actor (and to the wrong customer, another business's member, a role the permission
 * table does not let take it, a state it does not start from) with the refusal's message.
 */

const PARTNER = 7;
const CUSTOMER = 11;
const actorOf = (kind: Actor['kind'], role = 'owner', partnerId = PARTNER, userId = CUSTOMER): Actor => {
  if (kind === 'customer') return { kind, userId };
  if (kind === 'member') return { kind, userId: 99, partnerId, role };
  if (kind === 'operator') return { kind, userId: 98 };
  return { kind };
};

function walk<State extends string, Name extends string, Cause extends string>(
  process: ProcessSpec<State, Name, MemberAction, Cause, TransitionSpec<State, MemberAction, Cause>>,
  states: readonly State[],
) {
  const names = Object.keys(process.transitions) as Name[];
  const rowIn = (state: State) => ({ state, customerId: CUSTOMER, partnerId: PARTNER });

  describe.each(names)(`${process.name}: %s`, (name) => {
    const spec = process.transitions[name];
    const from = spec.from[0]!;

    it('is allowed to each actor it names, from each state it names', () => {
      for (const kind of ACTOR_KINDS.filter((kind) => spec.by[kind])) {
        const roles = kind === 'member' ? MEMBER_ROLES.filter((role) => can(role, spec.by.member!)) : ['owner'];
        expect(roles.length, `${name}: some role may take ${String(spec.by.member)}`).toBeGreaterThan(0);
        for (const role of roles) {
          for (const state of spec.from)
            expect(refusalOf(process, name, actorOf(kind, role), rowIn(state), can), `${kind} ${role} ${state}`).toBeNull();
        }
      }
    });

    it('is refused to every other actor', () => {
      for (const kind of ACTOR_KINDS.filter((kind) => !spec.by[kind])) {
        expect(refusalOf(process, name, actorOf(kind), rowIn(from), can), kind).toEqual({ status: 403, message: ACTOR_MESSAGES.notAllowed });
      }
      if (spec.by.customer) {
        const stranger = actorOf('customer', 'owner', PARTNER, CUSTOMER + 1);
        expect(refusalOf(process, name, stranger, rowIn(from), can)).toEqual({ status: 404, message: ACTOR_MESSAGES.notYours });
      }
      if (spec.by.member) {
        const otherBusiness = actorOf('member', 'owner', PARTNER + 1);
        expect(refusalOf(process, name, otherBusiness, rowIn(from), can)).toEqual({ status: 404, message: ACTOR_MESSAGES.notYours });
        for (const role of MEMBER_ROLES.filter((role) => !can(role, spec.by.member!))) {
          expect(refusalOf(process, name, actorOf('member', role), rowIn(from), can), role).toEqual({
            status: 403,
            message: ACTOR_MESSAGES.ownersOnly,
          });
        }
      }
    });

    it('is refused from every state it does not start from, with its message', () => {
      const actor = actorOf(ACTOR_KINDS.find((kind) => spec.by[kind])!);
      for (const state of states.filter((state) => !spec.from.includes(state))) {
        expect(refusalOf(process, name, actor, rowIn(state), can), state).toEqual({ status: 409, message: process.closed(state, name) });
      }
    });
  });
}

walk(leadProcess, LEAD_STATUSES);
walk(bookingProcess, BOOKING_STATES);

describe('the lead process', () => {
  it('a business quotes an open lead of an open request, never a ride booking; a visit is declined through its booking', () => {
    for (const status of ['new', 'seen', 'quoted']) expect(answerRefusal('quote', { kind: 'enquiry', status }, 'open'), status).toBeNull();
    expect(answerRefusal('quote', { kind: 'visit', status: 'seen' }, null)).toBeNull();
    for (const status of ['won', 'lost', 'expired', 'withdrawn', 'declined']) {
      expect(answerRefusal('quote', { kind: 'enquiry', status }, 'open'), status).toBe(LEAD_REFUSALS.closed);
    }
    expect(answerRefusal('quote', { kind: 'enquiry', status: 'quoted' }, 'accepted')).toBe(LEAD_REFUSALS.closed);
    expect(answerRefusal('quote', { kind: 'booking', status: 'new' }, null)).toBe(LEAD_REFUSALS.booking);
    expect(answerRefusal('decline', { kind: 'visit', status: 'new' }, null)).toBe(LEAD_REFUSALS.visit);
    expect(answerRefusal('decline', { kind: 'enquiry', status: 'new' }, 'open')).toBeNull();
  });

  it('only enquiries expire, are accepted, lost or withdrawn: a booking’s lead follows its booking', () => {
    for (const name of ['expire', 'accept', 'lose', 'withdraw'] as const) {
      expect(kindRefusal(name, 'enquiry'), name).toBeNull();
      expect(kindRefusal(name, 'visit'), name).not.toBeNull();
      expect(kindRefusal(name, 'booking'), name).not.toBeNull();
    }
    expect(leadProcess.transitions.expire.afterHours).toBe(72);
  });

  it('a customer chooses or withdraws only while the request is open', () => {
    expect(requestRefusal('open')).toBeNull();
    expect(requestRefusal('accepted')).toBe(LEAD_REFUSALS.requestAccepted);
    expect(requestRefusal('withdrawn')).toBe(LEAD_REFUSALS.requestWithdrawn);
    expect(leadProcess.closed('won', 'accept')).toBe(LEAD_REFUSALS.offerClosed);
  });

  it('a business never sees a lead withdrawn before it opened it', () => {
    expect(visibleToBusiness({ status: 'withdrawn', seenAt: null })).toBe(false);
    expect(visibleToBusiness({ status: 'withdrawn', seenAt: new Date() })).toBe(true);
    expect(visibleToBusiness({ status: 'new', seenAt: null })).toBe(true);
  });
});

describe('the booking process', () => {
  it('keeps SPEC.md’s codes and labels: 6 Pending, 1 Confirmed; 2, 3, 4 ours; any other blank', () => {
    expect(BOOKING_STATUS).toEqual({ pending: 6, confirmed: 1, declined: 2, cancelled: 3, completed: 4 });
    expect([6, 1, 2, 3, 4, 0, 5].map(bookingStatusLabel)).toEqual(['Pending', 'Confirmed', 'Declined', 'Cancelled', 'Completed', '', '']);
  });

  it('says why a booking may not take a transition, before its input is read', () => {
    const pendingVisit = { status: BOOKING_STATUS.pending, kind: 'visit' };
    expect(bookingRefusal('propose', pendingVisit)).toBeNull();
    expect(bookingRefusal('propose', { ...pendingVisit, kind: 'ride' })).toBe(PROPOSAL_MESSAGES.notVisit);
    expect(bookingRefusal('confirm', { ...pendingVisit, status: BOOKING_STATUS.confirmed })).toBe(DECISION_MESSAGES.alreadyConfirmed);
    expect(bookingRefusal('decline', { ...pendingVisit, status: BOOKING_STATUS.declined })).toBe(DECISION_MESSAGES.alreadyDeclined);
    expect(bookingRefusal('cancel', { ...pendingVisit, status: BOOKING_STATUS.confirmed })).toBe(VISIT_MESSAGES.cancelConfirmed);
    expect(bookingRefusal('cancel', { ...pendingVisit, status: BOOKING_STATUS.completed })).toBe(VISIT_MESSAGES.cancelClosed);
    expect(bookingRefusal('complete', pendingVisit)).toBe(VISIT_MESSAGES.notConfirmed);
    expect(bookingRefusal('acceptProposal', { ...pendingVisit, status: BOOKING_STATUS.cancelled })).toBe(PROPOSAL_MESSAGES.noProposal);
  });

  it('completes a visit only once its time window has started (India time); a ride has no window', () => {
    const confirmedVisit = { status: BOOKING_STATUS.confirmed, kind: 'visit', visitDate: '2026-12-03', slot: '10:00-12:00' };
    const start = new Date('2026-12-03T04:30:00Z');
    expect(bookingRefusal('complete', confirmedVisit, new Date(start.getTime() - 60_000))).toBe(VISIT_MESSAGES.notYet);
    expect(bookingRefusal('complete', confirmedVisit, new Date('2026-11-28T10:00:00Z'))).toBe(VISIT_MESSAGES.notYet);
    expect(bookingRefusal('complete', confirmedVisit, start)).toBeNull();
    expect(bookingRefusal('complete', { status: BOOKING_STATUS.confirmed, kind: 'ride', visitDate: null, slot: null }, start)).toBeNull();
    // The state is asked first: a pending visit hears that it is not confirmed, whatever the time.
    expect(bookingRefusal('complete', { ...confirmedVisit, status: BOOKING_STATUS.pending }, start)).toBe(VISIT_MESSAGES.notConfirmed);
    // Every transition with a timing says so in the table.
    const timed = Object.entries(bookingProcess.transitions).filter(([, spec]) => 'notYet' in spec);
    expect(timed.map(([name]) => name)).toEqual(['complete']);
  });
});

describe('a state is named only by its process', () => {
  const processModules = ['src/features/leads/lead-process.ts', 'src/features/bookings/booking-process.ts'];
  const leadWords = [...LEAD_STATUSES, ...REQUEST_STATUSES].join('|');
  /** A lead's or a request's state as a quoted word on a line about a status ('withdrawn', "won", `seen`). */
  const leadLiteral = new RegExp(`status.*['"\`](${leadWords})['"\`]|['"\`](${leadWords})['"\`].*status`, 'i');
  /** A booking's stored code written as a number (`bookings.status, 4`, `booking.status === 6`). */
  const bookingCode = /booking\w*[._]?status\W{1,6}[1-6]\b/i;
  const comment = /^\s*(\*|\/\/|\/\*)/;

  it('no lead, request or booking status literal outside the process modules', () => {
    const found = sourceFiles('src')
      .filter((file) => !processModules.includes(file) && file !== 'src/lib/server/db/schema.ts')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            !comment.test(line) && (leadLiteral.test(line) || bookingCode.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('each state by name is the name itself, and names every state of its list', () => {
    for (const [names, byName] of [
      [LEAD_STATUSES, leadState],
      [REQUEST_STATUSES, requestState],
      [BOOKING_STATES, bookingState],
    ] as const) {
      expect(Object.keys(byName)).toEqual([...names]);
      for (const name of names) expect((byName as Record<string, string>)[name]).toBe(name);
    }
  });

  it('the database starts each row in its process’s first state (schema.ts cannot import a feature)', () => {
    const defaultOf = (table: Parameters<typeof getTableConfig>[0], name: string) =>
      getTableConfig(table).columns.find((column) => column.name === name)?.default;
    expect(defaultOf(schema.leads, 'status')).toBe(leadState.new);
    expect(defaultOf(schema.enquiries, 'status')).toBe(requestState.open);
    expect(defaultOf(schema.bookings, 'status')).toBe(BOOKING_STATUS.pending);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
