import fc from 'fast-check';
import { type ApiRoute, fillPattern, HTTP_METHODS } from '../support/api-routes';

/**
 * Request fuzzing across every API route, shared by the short run in `npm test`
 * (tests/api/fuzz.test.ts) and the long one in `npm run bench` (bench/fuzz.ts).
 *
 * fast-check generates requests — wrong types, missing fields, huge strings, unicode, SQL and script
 * payloads, bad JSON, bad multipart, other users' ids, with and without a valid token — and every
 * answer is checked: no 5xx, JSON for /api, nothing in the body that reveals a stack trace, SQL or
 * the database engine.
 */

export interface FuzzTargets {
  origin: string;
  /** A signed-in user the fuzzer acts as. */
  token: string;
  /** Ids that belong to someone else (another user's notifications, …): authorisation must hold. */
  foreignIds: string[];
  /** Ids that exist (services, partners), so that some requests get past "not found". */
  knownIds: string[];
}

type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; file: { field: string; bytes: number[]; name: string; type: string } | null };

type AuthSpec = 'none' | 'bearer' | 'bad-bearer' | 'cookie' | 'cookie-marked';

export interface FuzzRequest {
  method: string;
  route: string;
  path: string;
  query: string;
  auth: AuthSpec;
  origin: 'none' | 'same' | 'other';
  body: BodySpec;
}

const sqlPayloads = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT token_hash FROM sessions --",
  "1' AND pg_sleep(0.01) IS NULL --",
  '"; DELETE FROM favourites; --',
  '$$; select 1; $$',
  '\\x27',
];
const scriptPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant as plain text.
  '${7*7}',
  '<svg/onload=alert(1)>',
];
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'ज़रूरी सेवा',
  '😀👍🏽',
  'ℌ𝔢𝔩𝔩𝔬',
  '\r\n\t',
  "Robert'); --",
];
const idLike = ['0', '1', '2', '-1', '1.5', '2147483647', '2147483648', '99999999999999999999', ' 1', '01', '1e3', 'abc'];

const fieldNames = [
  'email',
  'otp',
  'name',
  'mobile',
  'service_id',
  'services_id',
  'price',
  'ratings',
  'comments',
  'slug',
  'feedback',
  'data',
  'profile_image',
  'p_image',
  'location',
  'pickup_location',
  'destination_location',
  'pickup_location_lat_lng',
  'destination_location_lat_lng',
  'distance',
  'duration',
  'pre_name',
  'first_name',
  'last_name',
  'phone',
  'dob',
  'marital_status',
  'pincode',
  'city',
  'landmark',
  'nationality',
  'country',
  'landline_number',
  'address',
  'message',
  'subject',
  'business_name',
  'business_location',
  'plan',
  'id',
  'notification_id',
  'user_id',
  'token',
  'question',
  'emp_id',
];

/** Values that often pass validation, so that requests also reach the database. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('fuzz.one@example.com', 'fuzz.two@example.com', 'FUZZ@EXAMPLE.COM'),
  otp: fc.constantFrom('123456', '000000', '999999'),
  name: fc.constantFrom('Asha Rao', 'Ravi', 'A'),
  mobile: fc.constantFrom('9830012345', '6000000000', '1234567890'),
  ratings: fc.integer({ min: -1, max: 7 }),
  comments: fc.constantFrom('Good work', 'x'),
  feedback: fc.constantFrom('Nice app', ''),
  pincode: fc.constantFrom('700091', '12'),
  dob: fc.constantFrom('1990-05-01', '2020-01-01', '31/12/1999'),
  price: fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.constant('199')),
  message: fc.constantFrom('Please call me back about a plumber.', 'hi'),
};

export function fuzzArbitraries(routes: ApiRoute[], targets: FuzzTargets) {
  const payload = fc.oneof(
    fc.constantFrom(...sqlPayloads),
    fc.constantFrom(...scriptPayloads),
    fc.constantFrom(...oddStrings),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const huge = fc
    .constantFrom(1_000, 20_000, 70_000, 300_000)
    .chain((size) => fc.constantFrom('A', 'é', '😀', "'").map((unit) => unit.repeat(size / unit.length)));
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(targets.foreignIds.length ? targets.foreignIds : ['1'])) },
    { weight: 3, arbitrary: fc.constantFrom(...(targets.knownIds.length ? targets.knownIds : ['1'])) },
    { weight: 2, arbitrary: fc.constantFrom(...idLike) },
    { weight: 2, arbitrary: payload },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
  const leaf: fc.Arbitrary<unknown> = fc.oneof(payload, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), id, {
    weight: 1,
    arbitrary: huge,
  });
  const value: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), leaf, { maxKeys: 3 }) },
  );
  const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: payload });
  const fieldValue = (name: string) => (Object.hasOwn(plausible, name) ? fc.oneof(plausible[name]!, value) : value);
  const object = fc
    .uniqueArray(fieldName, { maxLength: 8 })
    .chain((names) => fc.tuple(...names.map((name) => fieldValue(name).map((v) => [name, v] as const))))
    .map((entries) => Object.fromEntries(entries));
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const formFields = object.map((entries) => Object.entries(entries).map(([k, v]) => [k, text(v)] as [string, string]));
  const tinyPng = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const file = fc.record({
    field: fc.constantFrom('profile_image', 'image', 'photo', 'data', 'p_image'),
    bytes: fc.oneof(
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((rest) => [...tinyPng, ...rest]),
      fc.constant<number[]>([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    ),
    name: fc.constantFrom('a.png', 'b.jpg', '../../evil.php', 'x'.repeat(300), 'नाम.png'),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
  });
  const body: fc.Arbitrary<BodySpec> = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 6, arbitrary: object.map((v) => ({ kind: 'json' as const, value: v })) },
    { weight: 1, arbitrary: value.map((v) => ({ kind: 'json' as const, value: v })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=zzz',
          'text/plain',
          'application/xml',
          null,
        ),
        text: fc.oneof(
          fc.constantFrom(
            '{"email":',
            "{'a':1}",
            '[1,2',
            'nul',
            '{"__proto__":{"admin":true}}',
            '--zzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":1}',
            '--zzz--',
            '%%%',
            '\u0000\u0001',
          ),
          payload,
        ),
      }),
    },
    { weight: 2, arbitrary: formFields.map((fields) => ({ kind: 'form' as const, fields })) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('multipart' as const), fields: formFields, file: fc.option(file, { nil: null }) }) },
  );
  const auth = fc.constantFrom<AuthSpec>('none', 'bearer', 'bearer', 'bad-bearer', 'cookie', 'cookie-marked');
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('lat', 'lon', 'types', 'q', 'page', 'id'), payload, { maxKeys: 3 })
        .map((q) => `?${new URLSearchParams(q as Record<string, string>)}`),
    },
  );
  const request = fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(id, { minLength: 3, maxLength: 3 }),
      otherMethod: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...HTTP_METHODS) }),
      methodIndex: fc.nat(),
      auth,
      origin: fc.constantFrom<'none' | 'same' | 'other'>('none', 'same', 'same', 'other'),
      body,
      query,
    })
    .map(({ route, params, otherMethod, methodIndex, auth, origin, body, query }): FuzzRequest => {
      const method = otherMethod ?? route.methods[methodIndex % Math.max(1, route.methods.length)] ?? 'GET';
      // The fuzzer's own session must survive the run: logout only ever sees other credentials.
      const safeAuth = route.pattern === '/api/logout' && auth !== 'none' ? 'bad-bearer' : auth;
      const values = params.map((p) => (typeof p === 'string' && p.length > 0 ? p.slice(0, 1500) : 'x'));
      return {
        method,
        route: route.pattern,
        path: fillPattern(route, values),
        query,
        auth: safeAuth,
        origin,
        body: method === 'GET' || method === 'HEAD' ? { kind: 'none' } : body,
      };
    });
  return { request };
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function encodeBody(spec: BodySpec): { body?: BodyInit; contentType?: string } {
  switch (spec.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(spec.value) ?? 'null', contentType: 'application/json' };
    case 'raw':
      return { body: spec.text, contentType: spec.contentType ?? undefined };
    case 'form':
      return { body: new URLSearchParams(spec.fields).toString(), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of spec.fields) form.append(key, value);
      if (spec.file) form.append(spec.file.field, new Blob([new Uint8Array(spec.file.bytes)], { type: spec.file.type }), spec.file.name);
      return { body: form };
    }
  }
}

/** Sends one generated request. */
export async function send(targets: FuzzTargets, request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (request.auth === 'bearer') headers.authorization = `Bearer ${targets.token}`;
  if (request.auth === 'bad-bearer') headers.authorization = 'Bearer not-a-real-token';
  if (request.auth === 'cookie' || request.auth === 'cookie-marked') headers.cookie = `seva_session=${targets.token}`;
  if (request.auth === 'cookie-marked') headers['x-requested-with'] = 'seva';
  if (request.origin === 'same') headers.origin = targets.origin;
  if (request.origin === 'other') headers.origin = 'https://evil.example';
  const { body, contentType } = encodeBody(request.body);
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${targets.origin}${request.path}${request.query}`, { method: request.method, headers, body, redirect: 'manual' });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** What must never be in an answer: stack traces, SQL or the database engine's words. */
const leaks: [string, RegExp][] = [
  ['stack trace', /(?:\n|\\n)\s+at [^\n]+[:(]\d+/],
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/],
  [
    'SQL error',
    /syntax error at or near|Failed query|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|invalid input syntax for/i,
  ],
  ['engine name', /drizzle|postgres|pglite|node_modules|\bpg_[a-z]+\(/i],
  ['JS error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /],
];

/** The problems of one answer (empty when it is fine). */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  // What the server saw: `/api/../x` is /x once the URL is resolved.
  if (new URL(request.path, 'http://fuzz.invalid').pathname.startsWith('/api/')) {
    if (!answer.contentType.includes('application/json')) problems.push(`content-type ${answer.contentType || '(none)'}`);
    else {
      try {
        JSON.parse(answer.text);
      } catch {
        problems.push('body is not JSON');
      }
    }
  }
  // The request's own text may come back (a search echoes its query): a word the request carried itself
  // is no leak.
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const sent = `${JSON.stringify(request)} ${decode(request.path)} ${decode(request.query)}`;
  for (const [what, pattern] of leaks) {
    if (pattern.test(answer.text) && !pattern.test(sent)) problems.push(`${what} in body`);
  }
  return problems;
}

export interface FuzzReport {
  sent: number;
  /** Requests sent again after a network error. */
  retried: number;
  statuses: Record<number, number>;
  failures: { request: FuzzRequest; answer?: Answer; problems: string[] }[];
  seed: number;
  ms: number;
}

/** Generates `count` requests from `seed` and sends them `concurrency` at a time. */
export async function runFuzz(options: {
  routes: ApiRoute[];
  targets: FuzzTargets;
  count: number;
  seed: number;
  concurrency?: number;
  onProgress?: (sent: number) => void;
}): Promise<FuzzReport> {
  const { routes, targets, count, seed, concurrency = 6 } = options;
  const started = performance.now();
  const requests = fc.sample(fuzzArbitraries(routes, targets).request, { numRuns: count, seed });
  const report: FuzzReport = { sent: 0, retried: 0, statuses: {}, failures: [], seed, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      let answer: Answer | undefined;
      let problems: string[];
      try {
        // A request whose connection was reset is sent once more (a loaded machine can drop one); a
        // server that crashed or hangs fails the retry too.
        answer = await send(targets, request).catch(() => {
          report.retried++;
          return send(targets, request);
        });
        problems = problemsOf(request, answer);
        report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      } catch (error) {
        problems = [`request failed: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`];
      }
      report.sent++;
      if (problems.length) report.failures.push({ request, answer, problems });
      if (report.sent % 500 === 0) options.onProgress?.(report.sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** A short description of a failure for a test message. */
export function describeFailure(failure: FuzzReport['failures'][number]): string {
  const { request, answer, problems } = failure;
  const body = JSON.stringify(request.body).slice(0, 300);
  return `${problems.join(', ')}: ${request.method} ${request.path.slice(0, 200)}${request.query.slice(0, 100)} auth=${request.auth} body=${body} → ${answer?.status ?? '-'} ${answer?.text.slice(0, 300) ?? ''}`;
}

/** The calls whose answers make up a user's own data (compared before and after a run). */
export const OWN_DATA_CALLS = [
  '/api/user',
  '/api/get-user-profile-data',
  '/api/get-user-full-details',
  '/api/get-favourite-saved-services',
  '/api/get-your-favourite-service',
  '/api/get-notifications',
  '/api/get_user_history_data',
  '/api/get-wallet-data',
  '/api/get-dashboard-data',
];

/** Everything a user can read about themselves, by call. */
export async function snapshotOf(origin: string, token: string): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const call of OWN_DATA_CALLS) {
    const response = await fetch(`${origin}${call}`, { headers: { authorization: `Bearer ${token}` } });
    snapshot[call] = { status: response.status, body: await response.text() };
  }
  return snapshot;
}

/**
 * Two users on a started server: the fuzzer (whose token the requests use) and a bystander with a
 * profile, a favourite and notifications, whose ids the fuzzer aims at and whom it must not change.
 */
export async function prepareFuzz(origin: string, signIn: (email: string) => Promise<{ token: string }>) {
  const fuzzer = await signIn('fuzzer@example.com');
  const bystander = await signIn('bystander@example.com');
  const asBystander = (pathname: string, init: RequestInit = {}) =>
    fetch(`${origin}${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${bystander.token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });
  const created = await asBystander('/api/user-details-add', {
    method: 'POST',
    body: JSON.stringify({
      pre_name: 'Ms',
      first_name: 'Bina',
      last_name: 'Das',
      phone: '9830011111',
      email: 'bystander@example.com',
      dob: '1988-02-03',
      marital_status: 'Married',
      pincode: '700091',
      city: 'Kolkata',
      landmark: 'Near the park',
      nationality: 'Indian',
      country: 'India',
      address: 'Salt Lake, Kolkata',
    }),
  });
  if (created.status !== 200) throw new Error(`bystander profile: ${created.status} ${await created.text()}`);
  for (const id of [1, 2]) {
    const saved = await asBystander(`/api/save-to-favourite/${id}`, { method: 'POST' });
    if (saved.status !== 200) throw new Error(`bystander favourite: ${saved.status} ${await saved.text()}`);
  }
  const notifications = (await (await asBystander('/api/get-notifications')).json()) as { data: { notification_id: number }[] };
  const foreignIds = notifications.data.map((n) => String(n.notification_id));
  if (foreignIds.length === 0) throw new Error('the bystander has no notifications to aim at');
  const targets: FuzzTargets = { origin, token: fuzzer.token, foreignIds, knownIds: ['1', '2', '3', '10', '100', '1261'] };
  return { targets, bystanderToken: bystander.token };
}
