import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { users } from '../../src/lib/server/db/schema';
import { paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * A signed-in person's language choice is kept on their account (users.locale), for the mails and messages
 * sent to them; only a switch pressed on our own page changes it, never another site's link.
 */
describe.each(journeyEngines)('the language a signed-in person chose, on %s', (engine) => {
  let workspace: WorkspaceServer;
  const email = 'reads.bengali@example.com';
  const switchTo = async (locale: string, headers: Record<string, string>) =>
    fetch(`${workspace.server.origin}${paths.language(locale, paths.services())}`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${await workspace.signIn(email)}`, ...headers },
    });

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async () => {});
  });
  afterAll(() => workspace?.stop());

  it('is stored when the switch is pressed on our page, not when another site links to it', async () => {
    expect((await switchTo('bn', { 'sec-fetch-site': 'same-origin' })).headers.get('location')).toBe('/bn/services');
    expect((await switchTo('hi', { 'sec-fetch-site': 'cross-site' })).headers.get('location')).toBe('/hi/services');
    await workspace.server.stop();
    const handle = await openDatabase(workspace.target);
    try {
      const [row] = await handle.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
      expect(row?.locale).toBe('bn');
    } finally {
      await handle.close();
    }
  });
});
