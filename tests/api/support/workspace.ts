import type { DatabaseHandle, DatabaseTarget } from '../../../src/lib/server/db/client';
import { partnerMembers, users } from '../../../src/lib/server/db/schema';
import { prepareDemoDatabase } from '../../support/demo-server';
import { signInOncePerEmail } from '../../support/outbox';
import { startServer, type TestServer } from '../../support/server';

/**
 * A server over a fresh database with the demo catalogue on one engine, for the business workspace's
 * tests: `prepare` adds what a test needs before the server starts (PGlite has one process at a time).
 */
export interface WorkspaceServer {
  server: TestServer;
  target: DatabaseTarget;
  /** A bearer token for the email; one sign-in per email (a new code is mailed at most once a minute). */
  signIn(email: string): Promise<string>;
  /** A page of the site, not followed when it redirects. */
  page(pathname: string, token?: string): Promise<Response>;
  stop(): Promise<void>;
}

export async function startWorkspaceServer(
  engine: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
  /** Adds to the server's environment (a provider's stand-in, …). */
  extraEnv: Record<string, string> = {},
): Promise<WorkspaceServer> {
  const { dataDir, env, target, remove } = await prepareDemoDatabase(engine, 'seva-workspace-', prepare);
  const workspace: WorkspaceServer = {
    server: await startServer({ dataDir, env: { ...env, ...extraEnv } }),
    target,
    signIn: signInOncePerEmail(() => workspace.server),
    page: (pathname, token) =>
      fetch(`${workspace.server.origin}${pathname}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} }),
    async stop() {
      await workspace.server.stop();
      await remove();
    },
  };
  return workspace;
}

/** Makes an account for `email` a staff member of a business (the team page's invites are another feature's). */
export async function addStaff(handle: DatabaseHandle, partnerId: number, email: string): Promise<void> {
  const [user] = await handle.db
    .insert(users)
    .values({ email, canonicalEmail: email, refCode: `staff${Date.now().toString(36)}${partnerId}` })
    .returning({ id: users.id });
  await handle.db.insert(partnerMembers).values({ partnerId, userId: user!.id, role: 'staff' });
}
