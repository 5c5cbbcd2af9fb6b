import { describe, expect, it } from 'vitest';
import { alertLeadId, summariseLatencies } from '../bench/alert-latency';

/** The alert-latency bench's own reading of its measurements (bench/alert-latency.ts). */
describe('alert latency bench helpers', () => {
  it("reads the lead id from an alert's link, and nothing from a text without one", () => {
    expect(alertLeadId('New enquiry on Seva for Das Auto Garage. Answer with your quote: http://localhost:4321/business/leads/7684')).toBe(7684);
    expect(alertLeadId('New enquiry on Seva for Das Auto Garage.')).toBeUndefined();
  });

  it('gives median, p95 and max in seconds and counts the missing', () => {
    const ms = Array.from({ length: 100 }, (_, index) => (index + 1) * 10); // 10 ms … 1000 ms, unsorted below
    const summary = summariseLatencies([...ms].reverse(), 120);
    expect(summary).toEqual({ arrived: 100, missing: 20, medianS: 0.5, p95S: 0.95, maxS: 1 });
  });

  it('keeps milliseconds (not tenths of a second) and reports nothing arrived as NaN', () => {
    expect(summariseLatencies([12.34, 56.78], 2)).toMatchObject({ medianS: 0.012, maxS: 0.057, missing: 0 });
    const none = summariseLatencies([], 5);
    expect(none.arrived).toBe(0);
    expect(none.missing).toBe(5);
    expect(none.medianS).toBeNaN();
  });
});
