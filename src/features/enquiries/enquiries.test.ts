import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/use-schema-form';
import { addDays } from '../bookings/visits';
import { indiaDay } from '../../lib/india-time';
import { ENQUIRY_DETAILS_MAX, enquirySchema, successText, successTitle, whenLabel } from './enquiries';

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
      photos: [],
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

  it('takes “What needs doing?” up to 1,000 characters (trimmed) and refuses more with a clear message', () => {
    const ok = { name: 'Priya', mobile: '9831012345' };
    expect(enquirySchema.parse({ ...ok, service_id: 1, details: '  Tap leaks  ' }).details).toBe('Tap leaks');
    expect(errorsOf({ ...ok, details: 'a'.repeat(ENQUIRY_DETAILS_MAX) })).toEqual({});
    expect(errorsOf({ ...ok, details: 'a'.repeat(ENQUIRY_DETAILS_MAX + 1) }).details).toBe(
      'Please keep “What needs doing?” to 1,000 characters or fewer',
    );
    expect(enquirySchema.parse({ ...ok, service_id: 1, details: '' }).details).toBeUndefined();
  });

  it('takes when as now, today, this week or a day from today on', () => {
    const ok = { name: 'Priya', mobile: '9831012345' };
    for (const when of ['now', 'today', 'week', indiaDay(), addDays(indiaDay(), 10), '']) expect(errorsOf({ ...ok, when }), when).toEqual({});
    expect(errorsOf({ ...ok, when: addDays(indiaDay(), -1) }).when).toBe('Choose a date from today on');
    expect(errorsOf({ ...ok, when: 'date' }).when).toBe('Choose the date you need it');
    expect(errorsOf({ ...ok, when: 'soon' }).when).toBe('Choose when you need it: now, today, this week or a date');
    expect(whenLabel('week')).toBe('This week');
    expect(whenLabel('2026-12-01')).toBe('On Tue, 1 Dec');
  });

  it('takes up to three photos, each a file', () => {
    const ok = { name: 'Priya', mobile: '9831012345' };
    const file = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    expect(errorsOf({ ...ok, photos: [file(), file(), file()] })).toEqual({});
    expect(enquirySchema.parse({ ...ok, service_id: 1, photos: file() }).photos).toHaveLength(1);
    expect(errorsOf({ ...ok, photos: [file(), file(), file(), file()] }).photos).toBe('Add at most 3 photos');
    expect(errorsOf({ ...ok, photos: ['not a file'] }).photos).toBe('Each photo must be an image file');
  });

  it('has the success texts of SPEC.md section 2 for enquiries and bookings', () => {
    expect(successTitle('enquiry')).toBe('Enquiry successfully added');
    expect(successTitle('booking')).toBe('Booking successfully added');
    expect(successText('booking')).toBe("Your booking details is successfully received us. We'll Contact you very soon.");
  });
});
