import { describe, expect, it } from 'vitest';
import { REPLY_MAX, REPLY_MESSAGES, replySchema, reportSchema } from './review-replies';

const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('a reply to a review', () => {
  it('is trimmed, with its line ends made plain', () => {
    expect(replySchema.parse({ reply: '  Thank you!\r\nSee you again.  ' })).toEqual({ reply: 'Thank you!\nSee you again.' });
  });
  it('is refused blank (deleting is its own call) and over the limit', () => {
    expect(errorsOf(replySchema.safeParse({ reply: '   ' }))).toEqual([REPLY_MESSAGES.empty]);
    expect(errorsOf(replySchema.safeParse({}))).toEqual([REPLY_MESSAGES.empty]);
    expect(errorsOf(replySchema.safeParse({ reply: 'x'.repeat(REPLY_MAX + 1) }))).toEqual([REPLY_MESSAGES.tooLong]);
  });
});

describe('a report of a fake review', () => {
  it('needs a reason of a few words', () => {
    expect(errorsOf(reportSchema.safeParse({ reason: 'fake' }))).toEqual([REPLY_MESSAGES.reason]);
    expect(reportSchema.parse({ reason: ' Never our customer. ' })).toEqual({ reason: 'Never our customer.' });
  });
});
