import { describe, expect, it } from 'vitest';
import { cityName, paragraphs, paymentModes, whatsappHref } from './listing-details';

describe('providers display rules', () => {
  it('opens a WhatsApp chat with +91 and a first message', () => {
    const href = whatsappHref('098310 12345', 'Das Auto Garage');
    expect(href.startsWith('https://wa.me/919831012345?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(
      'Hello Das Auto Garage, I found you on Seva and would like to know more about your service.',
    );
    expect(whatsappHref('+91 98310 12345', 'X')).toMatch(/^https:\/\/wa\.me\/919831012345\?/);
  });

  it('takes the city before the first comma', () => {
    expect(cityName('Kolkata, West Bengal, India')).toBe('Kolkata');
    expect(cityName('  Pune ')).toBe('Pune');
    expect(cityName(undefined)).toBe('');
  });

  it('splits partner text into paragraphs and leaves markup as text', () => {
    expect(paragraphs('One.\n\nTwo <b>bold</b>.\r\nThree.\n')).toEqual(['One.', 'Two <b>bold</b>.', 'Three.']);
    expect(paragraphs('   ')).toEqual([]);
  });
});

describe('paymentModes (Quick Information says what the listing says)', () => {
  it("reads the listing's own 'Payment: …' sentence", () => {
    expect(paymentModes('Languages: Bengali and Hindi. Payment: Cash, UPI and cards. Service area: within 5 km.')).toEqual(['Cash', 'UPI', 'Cards']);
    expect(paymentModes('Payment: UPI, cards and bank transfer.')).toEqual(['UPI', 'Cards', 'Bank transfer']);
    expect(paymentModes('Payment: Cash and UPI.')).toEqual(['Cash', 'UPI']);
  });

  it('claims nothing when the listing says nothing', () => {
    expect(paymentModes('Languages: Hindi.')).toEqual([]);
    expect(paymentModes('')).toEqual([]);
  });
});
