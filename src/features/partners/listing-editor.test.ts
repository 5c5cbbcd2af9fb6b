import { describe, expect, it } from 'vitest';
import { serviceCards } from './partner-site';
import { parseDayOpen } from '../listings/hours';
import {
  accentColourProblem,
  brandColourProblem,
  formDayOpen,
  listingEditSchema,
  listingFormPayload,
  listingFormSchema,
  listingFormValues,
  siteEditSchema,
} from './listing-editor';

const stored = {
  services_id: 1,
  slug: 's',
  partner_id: 2,
  partner_slug: 'p',
  service_name: 'Gowda Electricals',
  basic_info: '',
  other_info: '',
  price: 199,
  contact_no: '9876543210',
  day_open: null,
  whatsapp: null,
  email: null,
  facebook: null,
  instagram: null,
  featured_image: '/x.webp',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the listing edit schema', () => {
  it('takes day_open in both SPEC forms, as an object or JSON text, and null to remove the hours', () => {
    const everyday = { type: 'everyday', everyday_start_time: '09:30', everyday_end_time: '21:00' };
    const perday = { type: 'perday', data: [{ day: 'Monday', weekday_start_time: '10:00', weekday_end_time: '19:00' }] };
    expect(listingEditSchema.parse({ day_open: everyday }).day_open).toEqual(everyday);
    expect(listingEditSchema.parse({ day_open: JSON.stringify(perday) }).day_open).toEqual(perday);
    expect(listingEditSchema.parse({ day_open: null }).day_open).toBeNull();
    expect(listingEditSchema.parse({ day_open: '' }).day_open).toBeNull();
  });

  it('refuses unreadable hours, bad numbers and links with a message per field', () => {
    const result = listingEditSchema.safeParse({
      service_name: '  ',
      price: 'lots',
      contact_no: '12345',
      whatsapp: '555',
      email: 'nope',
      facebook: 'https://example.com/me',
      day_open: { type: 'everyday', everyday_start_time: '9 in the morning', everyday_end_time: '21:00' },
    });
    expect(result.success).toBe(false);
    const errors = errorsOf(result);
    expect(errors.service_name).toBe('Please enter the name customers see');
    expect(errors.price).toMatch(/starting price in rupees/);
    expect(errors.contact_no).toBe('Please enter a valid 10-digit mobile number');
    expect(errors.whatsapp).toBe('Please enter a valid 10-digit WhatsApp number');
    expect(errors.email).toBe('Please enter a valid email address');
    expect(errors.facebook).toMatch(/link to your Facebook page/);
    expect(errors['day_open.everyday_start_time']).toMatch(/opening time/);
    expect(errorsOf(listingEditSchema.safeParse({ day_open: { type: 'perday', data: [] } }))['day_open.data']).toMatch(/at least one day open/);
    expect(errorsOf(listingEditSchema.safeParse({ day_open: { type: 'weekly' } }))['day_open.type']).toMatch(/'everyday'/);
  });

  it('leaves out what was not sent, so that a field left out stays as it is', () => {
    expect(listingEditSchema.parse({ day_open: null })).toEqual({ day_open: null });
    expect(listingEditSchema.parse({})).toEqual({});
    expect(listingEditSchema.parse({ basic_info: null, other_info: ' a\r\nb ' })).toEqual({ basic_info: '', other_info: 'a\nb' });
  });

  it('keeps empty optional contacts as null and adds https:// to a bare social link', () => {
    const edit = listingEditSchema.parse({ whatsapp: '', email: ' ', instagram: 'instagram.com/gowda', facebook: null });
    expect(edit).toMatchObject({ whatsapp: null, email: null, instagram: 'https://instagram.com/gowda', facebook: null });
  });
});

describe('the editor form', () => {
  it('round-trips stored hours of both forms through its flat fields', () => {
    const everyday = { type: 'everyday' as const, everyday_start_time: '08:00', everyday_end_time: '20:30' };
    const values = listingFormValues({ ...stored, day_open: everyday });
    expect(values.hours_mode).toBe('everyday');
    expect(formDayOpen(values)).toEqual(everyday);

    const perday = {
      type: 'perday' as const,
      data: [
        { day: 'Monday' as const, weekday_start_time: '10:00', weekday_end_time: '19:00' },
        { day: 'Saturday' as const, weekday_start_time: '10:00', weekday_end_time: '14:00' },
      ],
    };
    const days = listingFormValues({ ...stored, day_open: perday });
    expect(days).toMatchObject({ hours_mode: 'perday', mon_open: 'on', tue_open: '', sat_open: 'on', sat_end: '14:00', sun_open: '' });
    expect(formDayOpen(days)).toEqual(perday);
    expect(parseDayOpen(formDayOpen(days)).status).toBe('ok');
  });

  it('asks for the times of every open day, and for at least one open day', () => {
    const values = { ...listingFormValues(stored), hours_mode: 'perday', mon_start: '', tue_end: '25:00' };
    const errors = errorsOf(listingFormSchema.safeParse(values));
    expect(errors.mon_start).toBe('Please enter the opening time');
    expect(errors.tue_end).toBe('Please enter the closing time');
    const closed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, key.endsWith('_open') ? '' : value]));
    expect(errorsOf(listingFormSchema.safeParse(closed)).hours_mode).toMatch(/at least one day open/);
  });

  it('posts the API payload: text fields as typed and day_open', () => {
    const payload = listingFormPayload({ ...listingFormValues(stored), hours_mode: 'everyday' });
    expect(Object.keys(payload).sort()).toEqual(
      ['basic_info', 'contact_no', 'day_open', 'email', 'facebook', 'instagram', 'other_info', 'price', 'service_name', 'whatsapp'].sort(),
    );
    expect(listingEditSchema.parse(payload).day_open).toEqual({ type: 'everyday', everyday_start_time: '09:30', everyday_end_time: '21:00' });
  });
});

describe('the mini-site edit', () => {
  it('checks that white text reads on the brand colour and dark text on the accent', () => {
    expect(brandColourProblem('#0f766e')).toBeNull();
    expect(brandColourProblem('#ffeb3b')).toMatch(/White text on this brand colour is hard to read \(contrast 1\.\d:1, at least 4\.5:1 needed\)/);
    expect(accentColourProblem('#f59e0b')).toBeNull();
    expect(accentColourProblem('#1e3a8a')).toMatch(/Dark text on this accent colour is hard to read/);
  });

  it('takes the grid with icons from the fixed set and refuses what is not', () => {
    const ok = siteEditSchema.parse({ services: [{ name: ' Wiring ', description: '', price: '499', icon: 'plug' }], brand_color: '#0F766E' });
    expect(ok).toEqual({ services: [{ name: 'Wiring', description: '', price: 499, icon: 'plug' }], brand_color: '#0f766e' });
    const errors = errorsOf(siteEditSchema.safeParse({ services: [{ name: '', icon: 'rocket' }], brand_color: 'teal' }));
    expect(errors['services.0.name']).toMatch(/service’s name/);
    expect(errors['services.0.icon']).toBe('Please choose one of the icons');
    expect(errors.brand_color).toMatch(/#0f766e/);
  });
});

describe("the mini-site's grid", () => {
  it("shows the owner's own services when there are any, else the listings", () => {
    const listing = {
      serviceName: 'Gowda Electricals',
      description: 'Wiring',
      price: 199,
      category: { label: 'Electrician', icon: '/icons/electrician.svg', isTransport: false },
    } as unknown as Parameters<typeof serviceCards>[1][number];
    expect(serviceCards([], [listing])).toEqual([
      { name: 'Electrician', subtitle: 'Gowda Electricals', description: 'Wiring', priceText: '₹199', icon: { src: '/icons/electrician.svg' } },
    ]);
    const own = serviceCards([{ name: 'Fan repair', description: '', price: null, icon: 'plug' }], [listing]);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ name: 'Fan repair', subtitle: null, priceText: null, icon: { svg: expect.stringContaining('<svg') } });
  });
});
