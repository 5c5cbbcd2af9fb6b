import { describe, expect, it } from 'vitest';
import { mobileFromWaId, optOutIntent } from './opt-outs';

describe('a reply that stops or restarts messages', () => {
  it('hears STOP and UNSUBSCRIBE in any case, and START and SUBSCRIBE', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'STOP!', 'Unsubscribe', 'UNSUBSCRIBE']) expect(optOutIntent(text)).toBe('stop');
    for (const text of ['START', 'start', 'Subscribe']) expect(optOutIntent(text)).toBe('start');
  });

  it('takes nothing else for either: a sentence that holds the word is an ordinary message', () => {
    for (const text of ['', 'Please stop by at 5', 'stopped', 'STOP STOP', 'Thanks', 'unsub']) expect(optOutIntent(text)).toBeNull();
  });

  it("writes a WhatsApp sender's wa_id as the outbox writes a mobile, and refuses anything else", () => {
    expect(mobileFromWaId('919831012345')).toBe('+919831012345');
    expect(mobileFromWaId('+919831012345')).toBeNull();
    expect(mobileFromWaId('0123')).toBeNull();
  });
});
