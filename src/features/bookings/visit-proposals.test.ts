import { describe, expect, it } from 'vitest';
import { proposalAnswerSchema, proposalSchema, slotStarted } from './visit-proposals';
import { addDays, VISIT_MESSAGES } from './visits';

// 10:30 am in India on 2026-11-25.
const now = new Date('2026-11-25T05:00:00Z');

describe('visit proposals', () => {
  it('a window has started once its start is past, on that India day or any day before', () => {
    expect(slotStarted('2026-11-25', '10:00-12:00', now)).toBe(true);
    expect(slotStarted('2026-11-25', '10:30-12:30', now)).toBe(true);
    expect(slotStarted('2026-11-25', '11:00-13:00', now)).toBe(false);
    expect(slotStarted('2026-11-24', '18:00-20:00', now)).toBe(true);
    expect(slotStarted('2026-11-26', '08:00-10:00', now)).toBe(false);
  });

  it('takes the day and window with the visit booking’s rules, and a yes or no', () => {
    const today = new Date();
    const day = addDays(today.toISOString().slice(0, 10), 2);
    expect(proposalSchema.safeParse({ date: day, slot: '10:00-12:00' }).success).toBe(true);
    const far = proposalSchema.safeParse({ date: addDays(day, 60), slot: '10:00-12:00' });
    expect(far.error?.issues.map((issue) => issue.message)).toEqual([VISIT_MESSAGES.dateRange]);
    expect(proposalSchema.safeParse({ date: day, slot: '12:00-10:00' }).success).toBe(false);
    expect(proposalAnswerSchema.parse({ accept: true })).toEqual({ accept: true });
    expect(proposalAnswerSchema.parse({ accept: 'false' })).toEqual({ accept: false });
    expect(proposalAnswerSchema.safeParse({ accept: 'maybe' }).success).toBe(false);
    expect(proposalAnswerSchema.safeParse({}).success).toBe(false);
  });
});
