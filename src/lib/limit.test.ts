import { describe, expect, it } from 'vitest';
import { hourlyPerCaller, perHour } from './limit';

describe('hourlyPerCaller', () => {
  it('lets a client address call twice as often as one user', () => {
    expect(hourlyPerCaller('quotes', 120)).toEqual({ bucket: 'quotes', user: perHour(120), address: perHour(240) });
  });

  it('gives an address at least 30 calls an hour when the feature names no figure (CONTRACT.md)', () => {
    expect(hourlyPerCaller('claims', 10).address).toEqual(perHour(30));
  });

  it('takes the address limit a feature names', () => {
    expect(hourlyPerCaller('lookups', 20, 20).address).toEqual(perHour(20));
  });
});
