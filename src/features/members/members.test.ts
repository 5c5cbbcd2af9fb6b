import { describe, expect, it } from 'vitest';
import { claimRequestSchema } from './members';

describe('claimRequestSchema', () => {
  it('takes an Indian mobile in any usual form and an optional note', () => {
    expect(claimRequestSchema.parse({ phone: '+91 98300 12345' })).toEqual({ phone: '9830012345', note: '' });
    expect(claimRequestSchema.parse({ phone: '09830012345', note: '  Owner since 2010\r\n' })).toEqual({
      phone: '9830012345',
      note: 'Owner since 2010',
    });
  });
  it('refuses a wrong phone and an overlong note with the form messages', () => {
    expect(claimRequestSchema.safeParse({ phone: '12345' }).error?.issues[0]?.message).toBe('Please enter a valid 10-digit mobile number');
    expect(claimRequestSchema.safeParse({ phone: '9830012345', note: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Please keep the note under 1000 characters',
    );
  });
});
