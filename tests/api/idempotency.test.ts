import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { apiPaths } from '../../src/paths';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * POSTs that create something, sent again with the same Idempotency-Key (CONTRACT.md "Many instances, one
 * truth"; src/lib/server/idempotency.ts): done once per caller and key, a repeat answers what the first did.
 */

const run = Date.now();
const demo = buildDemoCatalogue();
const listing = demo.services[5]!;
const enquiry = (name: string) => ({ name, mobile: '9831012345', service_id: listing.id, also_ask: 0 });

let server: TestServer;
let asha: string;
let ravi: string;
const myEnquiries = async (token: string) => (await call(server, 'GET', apiPaths.myEnquiries(), { token })).body.data as unknown[];

beforeAll(async () => {
  server = await startServer();
  asha = (await signInThroughOutbox(server.origin, server.dataDir, `asha.idem.${run}@example.com`)).token;
  ravi = (await signInThroughOutbox(server.origin, server.dataDir, `ravi.idem.${run}@example.com`)).token;
});
afterAll(() => server?.stop());

describe('Idempotency-Key', () => {
  it('makes an enquiry sent three times, and three more at once, two enquiries, each repeat answered as the first', async () => {
    const before = (await myEnquiries(asha)).length;
    const send = (key: string, name: string) =>
      call(server, 'POST', apiPaths.enquiry(), { token: asha, json: enquiry(name), headers: { 'idempotency-key': key } });
    const first = await send(`k1-${run}`, 'Asha');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 2; i++) {
      const again = await send(`k1-${run}`, 'Asha');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    // Three copies at once (a phone's retries racing): one runs, the others wait for its answer.
    const racing = await Promise.all([0, 1, 2].map(() => send(`k2-${run}`, 'Asha again')));
    expect(racing.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(racing.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect((await myEnquiries(asha)).length).toBe(before + 2);
  });

  it('makes one review of a review sent twice', async () => {
    const comments = `Fixed the tap the same day, ${run}`;
    const send = () =>
      call(server, 'POST', apiPaths.submitReview(), {
        token: ravi,
        json: { ratings: 4, comments, slug: listing.slug },
        headers: { 'idempotency-key': `review-${run}` },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    const reviews = await call(server, 'GET', apiPaths.reviews(listing.id));
    expect(JSON.stringify(reviews.body).split(comments).length - 1).toBe(1);
  });

  it('refuses the key with another request (422), a key that is not one (400), and keeps one caller’s keys from another’s', async () => {
    const key = `k3-${run}`;
    const headers = { 'idempotency-key': key };
    expect((await call(server, 'POST', apiPaths.enquiry(), { token: asha, json: enquiry('Asha'), headers })).status).toBe(201);
    const other = await call(server, 'POST', apiPaths.enquiry(), { token: asha, json: enquiry('Someone else'), headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for another request');
    const bad = await call(server, 'POST', apiPaths.enquiry(), { token: asha, json: enquiry('Asha'), headers: { 'idempotency-key': 'has space' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 1 to 255 visible characters');
    // Ravi's request with Asha's key is his own.
    const his = await call(server, 'POST', apiPaths.enquiry(), { token: ravi, json: enquiry('Ravi'), headers });
    expect(his.status).toBe(201);
    expect(his.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers a refused request the same way again', async () => {
    const headers = { 'idempotency-key': `k4-${run}` };
    const invalid = { ...enquiry('Asha'), mobile: '12' };
    const first = await call(server, 'POST', apiPaths.enquiry(), { token: asha, json: invalid, headers });
    expect(first.status).toBe(422);
    const again = await call(server, 'POST', apiPaths.enquiry(), { token: asha, json: invalid, headers });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('does nothing to a POST without the header', async () => {
    const before = (await myEnquiries(ravi)).length;
    for (let i = 0; i < 2; i++) expect((await call(server, 'POST', apiPaths.enquiry(), { token: ravi, json: enquiry('Ravi') })).status).toBe(201);
    expect((await myEnquiries(ravi)).length).toBe(before + 2);
  });
});
