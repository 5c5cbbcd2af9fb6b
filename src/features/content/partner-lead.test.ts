import { describe, expect, it } from 'vitest';
import { PARTNER_PLANS, partnerLeadSchema, planById, planPriceLabel } from './partner-lead';
import { schemaErrors } from '../../lib/use-schema-form';

const valid = {
  plan: 'premium',
  name: 'Rahul Ghosh',
  business_name: 'Ghosh Electricals',
  business_location: 'Gariahat, Kolkata',
  email: 'rahul@example.com',
  phone: '9830012345',
  pincode: '700019',
};
const errorsOf = (input: unknown) => schemaErrors(partnerLeadSchema, input);

describe('partnerLeadSchema', () => {
  it('accepts a complete request', () => {
    expect(partnerLeadSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field, each with its own message', () => {
    expect(errorsOf({})).toEqual({
      plan: 'Please choose a plan',
      name: 'Please enter your name',
      business_name: 'Please enter your business name',
      business_location: 'Please enter where your business is (area and city)',
      email: 'Please enter your email address',
      phone: 'Please enter your mobile number',
      pincode: 'Please enter your pincode',
    });
  });

  it('accepts only the plans the page offers', () => {
    expect(errorsOf({ ...valid, plan: 'gold' })).toEqual({ plan: 'Please choose a plan' });
    for (const plan of PARTNER_PLANS) expect(errorsOf({ ...valid, plan: plan.id })).toEqual({});
  });

  it('takes a 10-digit mobile number starting 6-9, forgiving spaces and a +91 or 0 prefix', () => {
    for (const [typed, stored] of [
      ['98300 12345', '9830012345'],
      ['+91 98300-12345', '9830012345'],
      ['+919830012345', '9830012345'],
      ['09830012345', '9830012345'],
      ['919830012345', '9830012345'],
      ['6000000000', '6000000000'],
    ]) {
      expect(partnerLeadSchema.parse({ ...valid, phone: typed }).phone).toBe(stored);
    }
    for (const phone of ['5830012345', '983001234', '98300123456', 'abcdefghij', '+44 7700 900123']) {
      expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'Please enter a valid 10-digit mobile number' });
    }
  });

  it('takes a 6-digit pincode that does not start with 0', () => {
    expect(partnerLeadSchema.parse({ ...valid, pincode: ' 700 019 ' }).pincode).toBe('700019');
    for (const pincode of ['70001', '7000191', '070019', 'ABCDEF']) {
      expect(errorsOf({ ...valid, pincode })).toEqual({ pincode: 'Please enter a valid 6-digit pincode' });
    }
  });

  it('keeps one-line fields on one line (they go into a mail subject)', () => {
    const result = partnerLeadSchema.parse({ ...valid, business_name: 'Ghosh\r\nBcc: someone@example.com' });
    expect(result.business_name).toBe('Ghosh Bcc: someone@example.com');
  });
});

describe('plans', () => {
  it('are Basic (free) and Premium (₹999 a month) with real content', () => {
    expect(PARTNER_PLANS.map((plan) => plan.name)).toEqual(['Basic Plan', 'Premium Plan']);
    expect(planPriceLabel(planById('basic')!)).toBe('Free');
    expect(planPriceLabel(planById('premium')!)).toBe('₹999');
    for (const plan of PARTNER_PLANS) {
      expect(plan.features.length).toBeGreaterThan(3);
      expect(plan.features.join(' ')).not.toMatch(/lorem|ipsum|placeholder/i);
    }
  });
});
