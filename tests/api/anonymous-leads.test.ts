import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { enquiryLimits } from '../../src/features/enquiries/enquiries';
import { apiPaths } from '../../src/paths';
import { createPostgresDatabase, journeyEngines } from '../support/databases';
import { startServer, type TestServer } from '../support/server';
import { call, signIn } from './support/client';
import { type Mailbox, startMailbox } from './support/mailbox';

/**
 * A business takes at most `enquiryLimits.anonymousToBusiness` enquiries a day from people not signed in:
 * past it an anonymous enquiry to that business is refused (429, Retry-After, a message that says to sign
 * in); a signed-in customer's still goes through, and another business still takes anonymous ones.
 */
const demo = buildDemoCatalogue();
const isTransport = (categoryId: number) => demo.categories.find((category) => category.id === categoryId)?.isTransport;
const listingsOf = (partnerId: number) => demo.services.filter((service) => service.partnerId === partnerId && !isTransport(service.categoryId));
const [capped, other] = demo.partners.filter((partner) => listingsOf(partner.id).length > 0);
const cappedListing = listingsOf(capped!.id)[0]!;
const otherListing = listingsOf(other!.id)[0]!;

describe.each(journeyEngines)('anonymous leads to one business, on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    const env: Record<string, string> = { SMTP_URL: mailbox.url };
    if (engine === 'postgres') {
      // A copy of the run's seeded template, as on PGlite (tests/support/global-setup.ts).
      const created = await createPostgresDatabase(inject('postgresTemplate'));
      env.DATABASE_URL = created.url;
      drop = created.drop;
    }
    server = await startServer({ env });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await drop?.();
  });

  const enquire = (serviceId: number, mobile: string, token?: string) =>
    call(server, 'POST', apiPaths.enquiry(), { token, json: { name: 'Kavya Rao', mobile, service_id: serviceId } });

  it('are capped per business; a signed-in customer and another business are not held up', async () => {
    const cap = enquiryLimits.anonymousToBusiness.limit;
    for (let i = 0; i < cap; i++) {
      const sent = await enquire(cappedListing.id, `98310${String(10000 + i)}`);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const refused = await enquire(cappedListing.id, '9831099999');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `This business has had many enquiries from people not signed in today. Please sign in to send yours, or try again in ${Math.ceil(Number(refused.headers.get('retry-after')) / 60)} minutes.`,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await enquire(otherListing.id, '9831099998')).status).toBe(201);
    const token = await signIn(server, mailbox, 'signed.in.enquirer@example.com');
    expect((await enquire(cappedListing.id, '9831099997', token)).status).toBe(201);
  });
});
