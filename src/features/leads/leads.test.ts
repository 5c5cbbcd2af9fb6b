import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/use-schema-form';
import { enquirySchema } from '../enquiries/enquiries';
import { LEAD_MESSAGES, leadsQuerySchema, parseVisitTime, pickSimilar, quoteOf, quoteSchemaAt, visitTimeProblem, whatsappHref } from './leads';

const quoteSchema = quoteSchemaAt(new Date('2026-11-25T10:00:00Z'));

const errorsOf = (input: Record<string, unknown>) => schemaErrors(quoteSchema, input);

describe('quoteSchema', () => {
  it('whole rupees from ₹1 to ₹1 crore, typed with commas or a ₹ sign', () => {
    expect(quoteSchema.parse({ amount: '₹1,200', message: ' Two hours of work \r\n' })).toEqual({ amount: 1200, message: 'Two hours of work' });
    expect(errorsOf({ message: 'x' }).amount).toBe(LEAD_MESSAGES.amount);
    expect(errorsOf({ amount: '', message: 'x' }).amount).toBe(LEAD_MESSAGES.amount);
    expect(errorsOf({ amount: 12.5, message: 'x' }).amount).toBe(LEAD_MESSAGES.amount);
    expect(errorsOf({ amount: 0, message: 'x' }).amount).toBe(LEAD_MESSAGES.amountRange);
    expect(errorsOf({ amount: 1_00_00_001, message: 'x' }).amount).toBe(LEAD_MESSAGES.amountRange);
    expect(errorsOf({ amount: 'abc', message: 'x' }).amount).toBe(LEAD_MESSAGES.amount);
  });

  it('a message of 1 to 1000 characters', () => {
    expect(errorsOf({ amount: 10, message: '   ' }).message).toBe(LEAD_MESSAGES.message);
    expect(errorsOf({ amount: 10 }).message).toBe(LEAD_MESSAGES.message);
    expect(errorsOf({ amount: 10, message: 'x'.repeat(1001) }).message).toBe(LEAD_MESSAGES.messageTooLong);
  });

  it('visit_at: optional; an ISO time with its zone, or a form’s local time read as India time', () => {
    expect(quoteSchema.parse({ amount: 10, message: 'x', visit_at: '' }).visit_at).toBeUndefined();
    expect(quoteSchema.parse({ amount: 10, message: 'x', visit_at: '2026-12-01T10:30' }).visit_at?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(quoteSchema.parse({ amount: 10, message: 'x', visit_at: '2026-12-01T05:00:00.000Z' }).visit_at?.toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    for (const visit_at of ['tomorrow', '2026-12-01', '2026-13-01T10:00', 42]) {
      expect(errorsOf({ amount: 10, message: 'x', visit_at }).visit_at, String(visit_at)).toBe(LEAD_MESSAGES.visitAt);
    }
    expect(parseVisitTime('2026-12-01T10:30+05:30')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('a visit time must be ahead of now, and at most 90 days ahead', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(visitTimeProblem(undefined, now)).toBeNull();
    expect(visitTimeProblem(new Date('2026-11-25T11:00:00Z'), now)).toBeNull();
    expect(visitTimeProblem(new Date('2026-11-24T11:00:00Z'), now)).toBe(LEAD_MESSAGES.visitPast);
    expect(visitTimeProblem(new Date('2027-02-23T10:00:00Z'), now)).toBeNull();
    expect(visitTimeProblem(new Date('2027-02-23T10:01:00Z'), now)).toBe(LEAD_MESSAGES.visitTooFar);
    expect(errorsOf({ amount: 10, message: 'x', visit_at: '9999-12-31T10:00' }).visit_at).toBe('Please choose a visit time within the next 90 days');
    expect(errorsOf({ amount: 10, message: 'x', visit_at: '2020-01-01T10:00' }).visit_at).toBe(LEAD_MESSAGES.visitPast);
  });
});

describe('pickSimilar', () => {
  const candidates = [
    { serviceId: 1, partnerId: 10 },
    { serviceId: 2, partnerId: 10 },
    { serviceId: 3, partnerId: 11 },
    { serviceId: 4, partnerId: 12 },
    { serviceId: 5, partnerId: 13 },
  ];
  it('keeps the order, takes each business once, skips those already asked, stops at the count', () => {
    expect(pickSimilar(candidates, [], 2).map((c) => c.serviceId)).toEqual([1, 3]);
    expect(pickSimilar(candidates, [11], 2).map((c) => c.serviceId)).toEqual([1, 4]);
    expect(pickSimilar(candidates, [10, 11, 12, 13], 2)).toEqual([]);
    expect(pickSimilar(candidates, [], 0)).toEqual([]);
    expect(pickSimilar(candidates, [], 9).map((c) => c.partnerId)).toEqual([10, 11, 12, 13]);
  });
});

describe('shapes', () => {
  it('a quote, or null before one', () => {
    expect(quoteOf({ quoteAmount: null, quoteMessage: null, quoteVisitAt: null })).toBeNull();
    expect(quoteOf({ quoteAmount: 900, quoteMessage: 'ok', quoteVisitAt: new Date('2026-12-01T05:00:00Z') })).toEqual({
      amount: 900,
      message: 'ok',
      visit_at: '2026-12-01T05:00:00.000Z',
    });
  });

  it('the inbox filter and the enquiry’s also_ask', () => {
    expect(leadsQuerySchema.parse({ partner_id: '4', status: '' })).toEqual({ partner_id: 4 });
    expect(leadsQuerySchema.safeParse({ partner_id: '4', status: 'open' }).success).toBe(false);
    const enquiry = { name: 'Priya', mobile: '9831012345', service_id: 7 };
    expect(enquirySchema.parse({ ...enquiry, also_ask: '2' }).also_ask).toBe(2);
    expect(enquirySchema.parse(enquiry).also_ask).toBeUndefined();
    for (const also_ask of [3, -1, 1.5, 'x']) expect(enquirySchema.safeParse({ ...enquiry, also_ask }).success, String(also_ask)).toBe(false);
  });

  it('WhatsApp’s link for an Indian mobile', () => {
    expect(whatsappHref('98310 12345')).toBe('https://wa.me/919831012345');
  });
});
