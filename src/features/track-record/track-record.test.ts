import { describe, expect, it } from 'vitest';
import {
  MIN_QUOTE_ANSWERS,
  MIN_REPLY_SAMPLE,
  QUICK_RESPONSE_MINUTES,
  billMatchesQuote,
  isQuickResponse,
  measuredReplyMinutes,
  quoteRecord,
  quoteRecordLabel,
  quoteRecordShort,
  quoteTolerance,
  replyTimeLabel,
  replyTimeShort,
} from './track-record';

describe('measured response time', () => {
  it('needs MIN_REPLY_SAMPLE answered leads', () => {
    expect(measuredReplyMinutes(12, MIN_REPLY_SAMPLE - 1)).toBeNull();
    expect(measuredReplyMinutes(12, MIN_REPLY_SAMPLE)).toBe(12);
    expect(measuredReplyMinutes(null, 50)).toBeNull();
  });

  it('is quick at QUICK_RESPONSE_MINUTES or less, and never quick unmeasured', () => {
    expect(isQuickResponse(QUICK_RESPONSE_MINUTES, MIN_REPLY_SAMPLE)).toBe(true);
    expect(isQuickResponse(QUICK_RESPONSE_MINUTES + 1, MIN_REPLY_SAMPLE)).toBe(false);
    expect(isQuickResponse(1, MIN_REPLY_SAMPLE - 1)).toBe(false);
    expect(isQuickResponse(null, 0)).toBe(false);
  });

  it('says minutes rounded to 5, then hours, then days', () => {
    expect(replyTimeLabel(null)).toBeNull();
    expect(replyTimeLabel(2)).toBe('Usually replies in about 5 min');
    expect(replyTimeLabel(23)).toBe('Usually replies in about 25 min');
    expect(replyTimeLabel(89)).toBe('Usually replies in about 90 min');
    expect(replyTimeLabel(90)).toBe('Usually replies in about 2 h');
    expect(replyTimeLabel(200)).toBe('Usually replies in about 3 h');
    expect(replyTimeLabel(36 * 60)).toBe('Usually replies in about 2 days');
    expect(replyTimeLabel(24 * 60)).toBe('Usually replies in about 24 h');
    expect(replyTimeShort(23)).toBe('Replies in ~25 min');
    expect(replyTimeShort(null)).toBeNull();
  });
});

describe('kept to its quote', () => {
  it('allows ₹50 or 5% over the quote, whichever is more; less than the quote always matches', () => {
    expect(quoteTolerance(400)).toBe(50);
    expect(quoteTolerance(3000)).toBe(150);
    expect(billMatchesQuote(400, 450)).toBe(true);
    expect(billMatchesQuote(400, 451)).toBe(false);
    expect(billMatchesQuote(3000, 3150)).toBe(true);
    expect(billMatchesQuote(3000, 3151)).toBe(false);
    expect(billMatchesQuote(3000, 1000)).toBe(true);
  });

  it('shows the record only with MIN_QUOTE_ANSWERS bills told', () => {
    expect(quoteRecord(MIN_QUOTE_ANSWERS - 1, 2)).toBeNull();
    expect(quoteRecord(20, 18)).toEqual({ matched: 18, jobs: 20 });
    expect(quoteRecordLabel({ matched: 18, jobs: 20 })).toBe('Final bill matched the quote in 18 of 20 jobs');
    expect(quoteRecordShort({ matched: 18, jobs: 20 })).toBe('Bill = quote 18/20');
  });
});
