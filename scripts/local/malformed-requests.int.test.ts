import { nextLoopbackAddress, uniqueEmail } from '../../functions/testing/local-api';
import { localStack } from '../../functions/testing/local-stack';
import { apiBasePaths, isLiveOn, type RouteDefinition, routes } from '../../shared/api/routes';
import { type OperationContract, operations } from '../../shared/contract/operations';

/**
 * A bounded fuzz of malformed requests over every live route of both APIs, signed in and not
 * (about 1,000 requests):
 * bad JSON, wrong types, oversized and odd strings, odd path and query values, and each input of
 * the route's documented example grown past its bound. Each must get a 4xx with the error
 * envelope, never a 5xx: bad input is the client's error, answered by the spec's 4xx.
 * The client changes address every 400 requests, so the edge's per-client limit (1,000 per
 * 5 minutes on the console API) never answers in place of the handlers.
 */
const { api } = localStack();

const CLIENT_REQUESTS = 400;
function rotatingClient() {
  let sent = 0;
  let address = nextLoopbackAddress();
  return {
    next: () => {
      if (sent > 0 && sent % CLIENT_REQUESTS === 0) address = nextLoopbackAddress();
      sent++;
      return address;
    },
    get sent() {
      return sent;
    },
  };
}

const isEnvelope = (body: unknown): boolean => typeof body === 'object' && body !== null && 'error' in body;

const oddStrings = [
  '',
  ' ',
  'a'.repeat(5000),
  '../../etc/passwd',
  '%00',
  '\u0000',
  '☃',
  '<script>',
  '0x',
  '-1',
  '1e309',
];
const bodies = [
  '{',
  '[]',
  'null',
  '"text"',
  '42',
  '{"email":1}',
  '{"email":"a@b.c","password":{}}',
  '{"address":[],"chain":7,"token":null}',
  '{"refresh_token":""}',
  JSON.stringify({ email: 'x'.repeat(10_000) }),
  JSON.stringify(Object.fromEntries(oddStrings.map((value, i) => [`k${i}`, value]))),
  '{"__proto__":{"polluted":true}}',
];
const queries = [
  '?page=-1',
  '?page=abc&page=2',
  '?page_size=100000',
  '?hash=%ZZ',
  '?chains=nope&chains=',
  '?start=tomorrow',
];

// Routes that end the session go last, so the others are fuzzed past the authorizer too.
const endsSession = (operationId: string) => operationId === 'logout' || operationId === 'logoutEverywhere';
const live = routes
  .flatMap((route) =>
    (['console', 'public'] as const).filter((name) => isLiveOn(route, name)).map((name) => ({ route, name })),
  )
  .sort((a, b) => Number(endsSession(a.route.operationId)) - Number(endsSession(b.route.operationId)));

describe('malformed requests over every live route', () => {
  it('answer 4xx with the error envelope, never 5xx', async () => {
    const user = await api.newUser('fuzz');
    const failures: string[] = [];
    const client = rotatingClient();
    for (const { route, name } of live) {
      const paths = route.path.includes('{')
        ? oddStrings
            .slice(0, 6)
            .map((value) => route.path.replace(/\{[^}]+\}/g, encodeURIComponent(value) || '%20'))
        : [route.path];
      // Odd queries where a route reads its query (GET), odd bodies where it reads its body (POST).
      const variants: { path: string; raw?: string }[] = [
        ...paths.map((path) => ({ path })),
        ...(route.method === 'GET' ? queries.map((query) => ({ path: `${paths[0]}${query}` })) : []),
        ...(route.method === 'POST' ? bodies.map((raw) => ({ path: paths[0]!, raw })) : []),
      ];
      // Signed in where that gets past the authorizer (a user token is no API key on the public
      // API); a signed-out caller is refused before any input is read, so once per route is enough.
      const signedIn = name === 'console' && route.auth !== 'none';
      for (const [index, variant] of variants.entries()) {
        const tokens = signedIn ? [user.access_token, ...(index === 0 ? [undefined] : [])] : [undefined];
        for (const token of tokens) {
          const answer = await api.call(
            route.method as 'GET' | 'POST',
            `${apiBasePaths[name]}${variant.path}`,
            {
              ...(variant.raw !== undefined ? { rawBody: variant.raw } : {}),
              ...(token ? { token } : {}),
              from: client.next(),
            },
          );
          if (answer.status >= 500 || (answer.status >= 400 && !isEnvelope(answer.body)))
            failures.push(`${route.operationId} ${variant.path} ${variant.raw ?? ''} → ${answer.status}`);
        }
      }
    }
    console.info(
      `malformed requests: ${client.sent} over ${live.length} live routes, ${failures.length} bad answers`,
    );
    expect(failures).toEqual([]);
    expect(client.sent).toBeGreaterThan(live.length * 7);
  }, 240_000);

  it('answer 400, never 5xx, when any input of a valid request is past its bound', async () => {
    const user = await api.newUser('bounds');
    const failures: string[] = [];
    const client = rotatingClient();
    let refused = 0;
    const consoleRoutes = live.filter(({ name }) => name === 'console').map(({ route }) => route);
    for (const route of consoleRoutes) {
      for (const variant of oversizedVariants(route)) {
        const answer = await api.call(
          route.method as 'GET' | 'POST',
          `${apiBasePaths.console}${variant.path}`,
          {
            ...(route.method === 'POST' ? { body: variant.body } : {}),
            token: user.access_token,
            from: client.next(),
          },
        );
        if (answer.status === 400) refused++;
        if (answer.status >= 500 || (answer.status >= 400 && !isEnvelope(answer.body)))
          failures.push(`${route.operationId} ${variant.what} → ${answer.status}`);
      }
    }
    console.info(
      `oversized inputs: ${client.sent} requests, ${refused} answered 400, ${failures.length} bad answers`,
    );
    expect(failures).toEqual([]);
    // Most grown inputs are refused by their schema; the rest are refused later (401, 403, 404).
    expect(refused).toBeGreaterThan(client.sent / 2);
  }, 240_000);
});

describe('writes a foreign page could send without a CORS preflight', () => {
  it('answer 415 on every POST route and do nothing', async () => {
    const user = await api.newUser('crosssite');
    const email = uniqueEmail('crosssite');
    const client = rotatingClient();
    // The console API's routes; the public API runs the same handlers behind its key authorizer.
    const posts = live.filter(({ route, name }) => route.method === 'POST' && name === 'console');
    const bodyOf = (route: RouteDefinition) =>
      route.operationId === 'sendVerificationCode'
        ? { email, purpose: 'register' }
        : (operations[route.operationId as keyof typeof operations] as OperationContract).examples.request;
    const failures: string[] = [];
    for (const { route } of posts)
      for (const contentType of [
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const answer = await api.call(
          'POST',
          `${apiBasePaths.console}${route.path.replace(/\{\w+\}/g, 'fuzz0001')}`,
          {
            rawBody: JSON.stringify(bodyOf(route) ?? {}),
            headers: { 'content-type': contentType },
            token: user.access_token,
            from: client.next(),
          },
        );
        const error = (answer.body as { error?: { code?: string } }).error;
        if (answer.status !== 415 || error?.code !== 'unsupported_media_type')
          failures.push(`${route.operationId} ${contentType} → ${answer.status}`);
      }
    expect(failures).toEqual([]);
    // The same request declared JSON is served: one code is mailed, and only one.
    const sent = await api.call('POST', '/api/send-verification-code', {
      body: { email, purpose: 'register' },
    });
    expect(sent.status).toBe(200);
    await api.latestCode(email);
    expect(await api.mailCount(email)).toBe(1);
  }, 120_000);
});

// ---- inputs grown past their bounds -------------------------------------------------------------

type Leaf = readonly (string | number)[];
const pad = (length: number) => 'a'.repeat(length);

/** Paths of the strings and lists in a documented example request (numbers and flags stay). */
function leavesOf(value: unknown, path: Leaf = []): Leaf[] {
  if (Array.isArray(value) || typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...path, key]));
}

function withLeaf(value: unknown, path: Leaf, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, replacement);
  return copy;
}

/**
 * Past DynamoDB's 1,024-byte key limit, and past the 400 KB item limit in few or many pieces: a
 * string grown by 1,100 and by 70,000 characters (6,000 in a query string, which must fit Node's
 * 16 KiB of headers); a list as one grown entry, as 1,000 entries, as 10 entries of 45,000.
 */
function grown(value: unknown, inQuery: boolean): { what: string; value: unknown }[] {
  if (typeof value === 'string')
    return [1_100, inQuery ? 6_000 : 70_000].map((n) => ({ what: `+${n}`, value: `${value}${pad(n)}` }));
  const first = (value as unknown[])[0] ?? 'a';
  const longer = typeof first === 'string' ? (n: number) => `${first}${pad(n)}` : () => first;
  return [
    { what: '[+1100]', value: [longer(1_100)] },
    { what: '1000×', value: Array.from({ length: 1_000 }, () => first) },
    { what: '10×+45000', value: Array.from({ length: 10 }, () => longer(45_000)) },
  ];
}

/** A route's documented example request, with each of its inputs grown in turn (path parameters too). */
function oversizedVariants(route: RouteDefinition): { what: string; path: string; body?: unknown }[] {
  const contract: OperationContract = operations[route.operationId as keyof typeof operations];
  const example = (contract.examples.request ?? {}) as Record<string, unknown>;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathWith = (values: Record<string, unknown>) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? 'fuzz0001')),
    );
  const queryOf = (values: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (!names.includes(key))
        for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const variants: { what: string; path: string; body?: unknown }[] = [];
  for (const name of names)
    for (const n of [1_100, 6_000])
      variants.push({
        what: `{${name}}+${n}`,
        path: pathWith({ ...example, [name]: `${example[name] ?? 'fuzz0001'}${pad(n)}` }),
        body: route.method === 'POST' ? example : undefined,
      });
  for (const leaf of leavesOf(example)) {
    if (route.method === 'GET' && names.includes(String(leaf[0]))) continue;
    const current = leaf.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], example);
    for (const { what, value } of grown(current, route.method === 'GET')) {
      const changed = withLeaf(example, leaf, value) as Record<string, unknown>;
      variants.push(
        route.method === 'POST'
          ? { what: `${leaf.join('.')} ${what}`, path: pathWith(example), body: changed }
          : { what: `${leaf.join('.')} ${what}`, path: `${pathWith(changed)}${queryOf(changed)}` },
      );
    }
  }
  return variants;
}
