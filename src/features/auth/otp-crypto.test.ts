import { describe, expect, it } from 'vitest';
import { otpRules, otpState, waitText } from './auth';
import { constantTimeEqual, generateOtp, hashOtp, otpMatches } from './otp-crypto.server';

describe('constantTimeEqual', () => {
  it('is true for equal input and false for different input', () => {
    expect(constantTimeEqual('123456', '123456')).toBe(true);
    expect(constantTimeEqual('123456', '123457')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
  it('compares input of different lengths without throwing', () => {
    expect(() => constantTimeEqual('123456', '1234567')).not.toThrow();
    expect(constantTimeEqual('123456', '1234567')).toBe(false);
    expect(constantTimeEqual('', 'x'.repeat(10_000))).toBe(false);
  });
});

describe('generateOtp', () => {
  it('gives 6 digits, leading zeros included, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(4900);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });
});

describe('hashOtp and otpMatches', () => {
  it('stores no code in clear, salts every hash and matches only the right code for the right email', () => {
    const stored = hashOtp('042917', 'asha@example.com');
    expect(stored).not.toContain('042917');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(hashOtp('042917', 'asha@example.com')).not.toBe(stored);
    expect(otpMatches('042917', 'asha@example.com', stored)).toBe(true);
    expect(otpMatches('042918', 'asha@example.com', stored)).toBe(false);
    expect(otpMatches('042917', 'ravi@example.com', stored)).toBe(false);
    expect(otpMatches('42917', 'asha@example.com', stored)).toBe(false);
    expect(otpMatches('042917', 'asha@example.com', 'garbage')).toBe(false);
  });
});

describe('otpState', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const fresh = { expiresAt: new Date(now.getTime() + otpRules.ttlMs), usedAt: null, attempts: 0 };
  it('is usable until it expires, is used, or has taken 5 wrong tries', () => {
    expect(otpState(fresh, now)).toBe('usable');
    expect(otpState(fresh, new Date(now.getTime() + otpRules.ttlMs - 1))).toBe('usable');
    expect(otpState(fresh, new Date(now.getTime() + otpRules.ttlMs))).toBe('expired');
    expect(otpState({ ...fresh, usedAt: now }, now)).toBe('used');
    expect(otpState({ ...fresh, attempts: 4 }, now)).toBe('usable');
    expect(otpState({ ...fresh, attempts: 5 }, now)).toBe('blocked');
  });
  it('says how long to wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('60 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });
});
