import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { call } from './support/client';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * GET/POST /api/message-preferences on a real server on every engine: a person reads and saves only their
 * own choices (no session: 401; another person's id in the body: refused, their choices untouched); a
 * member's choices are for members only (403 otherwise); push is never turned on from the form.
 */
const run = `run${Date.now()}`;
const asha = `asha.${run}@example.com`;
const bina = `bina.${run}@example.com`;
const staff = `staff.${run}@example.com`;

interface View {
  audience: string;
  channels: { channel: string; on: boolean; isDefault: boolean; source: string | null; at: string | null; stoppedAt: string | null }[];
  quiet_hours: { on: boolean; from: string; to: string };
}

describe.each(journeyEngines)('message preferences on %s', (engine) => {
  let workspace: WorkspaceServer;
  const server = () => workspace.server;
  const read = async (token: string | undefined, audience: 'customer' | 'member' = 'customer') =>
    call<{ status: number; data: View }>(server(), 'GET', apiPaths.messagePreferences(audience), { token });
  const save = (token: string | undefined, json: unknown) => call(server(), 'POST', apiPaths.messagePreferences(), { token, json });
  const states = (view: View) => view.channels.map((state) => [state.channel, state.on, state.isDefault]);

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, (handle) => addStaff(handle, 1, staff));
  });
  afterAll(async () => {
    await workspace?.stop();
  });

  it('refuses anyone not signed in (401), reading or saving', async () => {
    expect((await read(undefined)).status).toBe(401);
    expect((await save(undefined, { audience: 'customer', channels: { whatsapp: true }, quiet_hours: true })).status).toBe(401);
  });

  it('shows a customer the defaults, then their own saved choice with when and how it was given', async () => {
    const token = await workspace.signIn(asha);
    const first = await read(token);
    expect(first.status).toBe(200);
    expect(states(first.body.data)).toEqual([
      ['email', true, true],
      ['sms', true, true],
      ['whatsapp', false, true],
    ]);
    expect(first.body.data.quiet_hours).toEqual({ on: true, from: '22:00', to: '08:00' });

    const saved = await save(token, { audience: 'customer', channels: { email: true, sms: false, whatsapp: true }, quiet_hours: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await read(token)).body.data;
    expect(states(after)).toEqual([
      ['email', true, false],
      ['sms', false, false],
      ['whatsapp', true, false],
    ]);
    expect(after.channels.find((state) => state.channel === 'whatsapp')).toMatchObject({ source: 'profile form' });
    expect(after.quiet_hours.on).toBe(false);
  });

  it('keeps the quiet hours a person chose, and refuses times off the half hour, out of the day or without a span (422, nothing saved)', async () => {
    const token = await workspace.signIn(asha);
    const chosen = { on: true, from: '23:30', to: '06:00' };
    const saved = await save(token, { audience: 'customer', channels: {}, quiet_hours: chosen });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as View).quiet_hours).toEqual(chosen);
    for (const quiet_hours of [
      { on: true, from: '23:15', to: '06:00' },
      { on: true, from: '25:00', to: '06:00' },
      { on: true, from: '06:00', to: '06:00' },
      { on: true, from: '23:30' },
      { on: 'yes', from: '23:30', to: '06:00' },
      { on: true, from: 1410, to: 360 },
    ]) {
      const refused = await save(token, { audience: 'customer', channels: {}, quiet_hours });
      expect(refused.status, JSON.stringify(quiet_hours)).toBe(422);
      expect(refused.body.message).toEqual(expect.any(String));
      expect(refused.body.errors).toHaveProperty('quiet_hours');
    }
    expect((await read(token)).body.data.quiet_hours).toEqual(chosen);
    // Switched off with false alone, the chosen times stay.
    expect((await save(token, { audience: 'customer', channels: {}, quiet_hours: false })).status).toBe(200);
    expect((await read(token)).body.data.quiet_hours).toEqual({ ...chosen, on: false });
  });

  it("never shows or changes another person's choices: another user sees their own, and a user id in the body is refused", async () => {
    const ashaToken = await workspace.signIn(asha);
    const binaToken = await workspace.signIn(bina);
    expect(states((await read(binaToken)).body.data)).toEqual([
      ['email', true, true],
      ['sms', true, true],
      ['whatsapp', false, true],
    ]);
    // Whatever the id: the endpoint has no way to name whose choices, so the field itself is refused.
    const refused = await save(binaToken, { audience: 'customer', user_id: 1, channels: { whatsapp: false }, quiet_hours: true });
    expect(refused.status).toBe(422);
    expect(states((await read(ashaToken)).body.data)).toEqual([
      ['email', true, false],
      ['sms', false, false],
      ['whatsapp', true, false],
    ]);
  });

  it("refuses a member's choices to someone who is no member (403), and push from a form (422)", async () => {
    const ashaToken = await workspace.signIn(asha);
    expect((await read(ashaToken, 'member')).status).toBe(403);
    expect((await save(ashaToken, { audience: 'member', channels: { whatsapp: false }, quiet_hours: true })).status).toBe(403);

    const staffToken = await workspace.signIn(staff);
    const member = await read(staffToken, 'member');
    expect(member.status).toBe(200);
    expect(states(member.body.data)).toEqual([
      ['whatsapp', true, true],
      ['sms', true, true],
      ['push', false, true],
      ['email', true, true],
    ]);
    expect((await save(staffToken, { audience: 'member', channels: { push: true }, quiet_hours: true })).status).toBe(422);
    expect((await save(staffToken, { audience: 'member', channels: { sms: 'yes' }, quiet_hours: true })).status).toBe(422);
    const saved = await save(staffToken, { audience: 'member', channels: { whatsapp: false, sms: true }, quiet_hours: true });
    expect(saved.status).toBe(200);
    expect((await read(staffToken, 'member')).body.data.channels.find((state) => state.channel === 'whatsapp')).toMatchObject({
      on: false,
      source: 'workspace form',
    });
  });
});
