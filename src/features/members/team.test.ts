import { describe, expect, it } from 'vitest';
import { inviteCallSchema, inviteSchema, memberActionSchema, teamMessages, transferCallSchema } from './team';

describe('the team forms and calls', () => {
  it('takes an invite email as an account names it: trimmed and lower case', () => {
    expect(inviteSchema.parse({ email: '  Asha.Staff@Example.COM ' })).toEqual({ email: 'asha.staff@example.com' });
    expect(inviteCallSchema.parse({ partner_id: '12', email: 'a@example.com' })).toEqual({ partner_id: 12, email: 'a@example.com' });
  });
  it('refuses what names nobody or no business', () => {
    expect(inviteSchema.safeParse({ email: 'not an email' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(inviteSchema.safeParse({}).error?.issues[0]?.message).toBe('Please enter your email address');
    expect(inviteCallSchema.safeParse({ email: 'a@example.com' }).success).toBe(false);
    expect(transferCallSchema.safeParse({ partner_id: 1, user_id: 0 }).success).toBe(false);
    expect(memberActionSchema.safeParse({ user_id: '3.5' }).success).toBe(false);
  });
  it('tells the owner how an invite is accepted, mailed or not', () => {
    expect(teamMessages.invited('a@example.com')).toContain('sign in to Seva with this email');
    expect(teamMessages['not-mailed']('a@example.com')).toContain('could not be sent');
  });
});
