import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES, declineSchema } from './booking-decisions';

const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('declining a booking', () => {
  it('needs a reason, on one line', () => {
    expect(errorsOf(declineSchema.safeParse({ reason: ' ' }))).toEqual([DECISION_MESSAGES.reason]);
    expect(errorsOf(declineSchema.safeParse({}))).toEqual([DECISION_MESSAGES.reason]);
    expect(declineSchema.parse({ reason: 'No vehicle\nfree  today ' })).toEqual({ reason: 'No vehicle free today' });
  });
});
