import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { services } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { newMails } from '../support/mail';
import type { TestServer } from '../support/server';
import { call } from './support/client';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * The new-lead alert (CONTRACT.md "Messages"): an enquiry writes, with its lead, a WhatsApp message to the
 * listing's contact number with the lead's link, which the server's outbox worker delivers (without
 * WHATSAPP_TOKEN: a JSON file in DATA_DIR/outbox/whatsapp) well within 60 s, beside the business's mail. A
 * listing whose number is a landline gets the mail only. Real server, real database, on every engine.
 */

interface WhatsAppFile {
  to: string;
  channel: string;
  event: string;
  template: string;
  text: string;
  created_at: string;
}

const demo = buildDemoCatalogue();
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;
/** Two listings of different businesses: one with a mobile (the demo's are), one given a landline below. */
const [mobileListing, landlineListing] = demo.services.filter((service, i, all) => all.findIndex((s) => s.partnerId === service.partnerId) === i);
const LANDLINE = '033 4000 1234';

function whatsAppFiles(server: TestServer): WhatsAppFile[] {
  const dir = path.join(server.dataDir, 'outbox', 'whatsapp');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as WhatsAppFile);
}

describe.each(journeyEngines)('the new-lead alert on %s', (engine) => {
  let workspace: WorkspaceServer;
  let server: TestServer;

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async (handle) => {
      await handle.db.update(services).set({ contactNo: LANDLINE }).where(eq(services.id, landlineListing!.id));
    });
    server = workspace.server;
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  const leadOf = async (service: { id: number; partnerId: number }, name: string) => {
    const token = await workspace.signIn(demoOwnerEmail(partnerOf(service)));
    const answer = await call(server, 'GET', apiPaths.businessLeads(service.partnerId), { token });
    expect(answer.status).toBe(200);
    const lead = (answer.body.data as { lead_id: number; name: string; service_id: number }[]).find(
      (item) => item.name === name && item.service_id === service.id,
    );
    expect(lead).toBeDefined();
    return lead!.lead_id;
  };

  it('an enquiry → a WhatsApp file to the listing’s number with the lead’s link, within 60 s, once', async () => {
    const contactDigits = mobileListing!.contactNo.replace(/\D/g, '').slice(-10);
    const before = whatsAppFiles(server).length;
    const asked = Date.now();
    const answer = await call(server, 'POST', apiPaths.enquiry(), {
      json: { name: 'Anita Sen', mobile: '9830098300', service_id: mobileListing!.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    let alerts: WhatsAppFile[] = [];
    while (Date.now() - asked < 60_000) {
      alerts = whatsAppFiles(server).slice(before);
      if (alerts.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (Date.now() - asked) / 1000;
    expect(alerts).toHaveLength(1);
    expect(seconds).toBeLessThan(60);
    const leadId = await leadOf(mobileListing!, 'Anita Sen');
    const alert = alerts[0]!;
    expect(alert).toEqual({
      to: `+91${contactDigits}`,
      channel: 'whatsapp',
      event: 'lead-alert',
      template: 'lead_alert',
      text: expect.any(String),
      created_at: expect.any(String),
    });
    // The link on SITE_URL (mail.ts siteLink), ending the text.
    expect(alert.text).toMatch(new RegExp(`https?://\\S+${paths.businessLead(leadId)}$`));
    expect(alert.text).toContain(mobileListing!.serviceName);
    // The alert names the lead's link, not the customer's number.
    expect(alert.text).not.toContain('9830098300');
    // Still one a moment later: delivered once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(whatsAppFiles(server).slice(before)).toHaveLength(1);
  });

  it('a listing whose number is a landline: the business gets the mail, no WhatsApp', async () => {
    const before = whatsAppFiles(server).length;
    const mails = await newMails(server, async () => {
      const answer = await call(server, 'POST', apiPaths.enquiry(), {
        json: { name: 'Bikash Roy', mobile: '9830098301', service_id: landlineListing!.id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    });
    expect(mails.map((mail) => mail.headers.to)).toContain(demoOwnerEmail(partnerOf(landlineListing!)));
    expect(whatsAppFiles(server).slice(before)).toEqual([]);
  });
});
