import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/use-schema-form';
import { enquirySchema, successText, successTitle } from './enquiries';

const errorsOf = (input: Record<string, unknown>) => schemaErrors(enquirySchema, { service_id: 1, ...input });

describe('enquirySchema (SPEC.md section 5, word for word)', () => {
  it('names: not empty, letters and spaces only — with the spec’s mismatched wording', () => {
    expect(errorsOf({ mobile: '9831012345' }).name).toBe('Name field cannot be empty');
    expect(errorsOf({ name: '   ', mobile: '9831012345' }).name).toBe('Name field cannot be empty');
    for (const name of ['Priya2', 'Priya-Das', "D'Souza", '<b>x</b>', 'प्रिया'])
      expect(errorsOf({ name, mobile: '9831012345' }).name, name).toBe('Please enter valid email');
    expect(enquirySchema.parse({ name: '  Priya   Das ', mobile: '9831012345', service_id: '7' })).toEqual({
      name: 'Priya Das',
      mobile: '9831012345',
      service_id: 7,
    });
  });

  it('mobiles: not empty, ten digits starting 6-9', () => {
    expect(errorsOf({ name: 'Priya' }).mobile).toBe('Mobile number cannot be empty');
    expect(errorsOf({ name: 'Priya', mobile: ' ' }).mobile).toBe('Mobile number cannot be empty');
    for (const mobile of ['5831012345', '983101234', '98310123456', '+919831012345', '98310 12345']) {
      expect(errorsOf({ name: 'Priya', mobile }).mobile, mobile).toBe('Please enter valid mobile number');
    }
    for (const mobile of ['6000000000', '7003123456', '8981234567', '9831012345']) expect(errorsOf({ name: 'Priya', mobile }), mobile).toEqual({});
  });

  it('the price is optional but must be a number when sent', () => {
    expect(errorsOf({ name: 'Priya', mobile: '9831012345', price: '499' })).toEqual({});
    expect(errorsOf({ name: 'Priya', mobile: '9831012345', price: 'free' }).price).toBe('Price must be a number');
  });

  it('has the success texts of SPEC.md section 2 for enquiries and bookings', () => {
    expect(successTitle('enquiry')).toBe('Enquiry successfully added');
    expect(successTitle('booking')).toBe('Booking successfully added');
    expect(successText('booking')).toBe("Your booking details is successfully received us. We'll Contact you very soon.");
  });
});
