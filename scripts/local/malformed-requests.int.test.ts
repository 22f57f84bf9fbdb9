import { localStack } from '../../functions/testing/local-stack';
import { apiBasePaths, isLiveOn, routes } from '../../shared/api/routes';

/**
 * A bounded fuzz of malformed requests over every live route of both APIs, signed in and not:
 * bad JSON, wrong types, oversized and odd strings, odd path and query values. Each must get a
 * 4xx with the error envelope, never a 5xx: bad input is the client's error, answered by the spec's 4xx.
 * About 30 variants per route, from one client of its own, well under its edge limit.
 */
const { api } = localStack();

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
    let sent = 0;
    for (const { route, name } of live) {
      const paths = route.path.includes('{')
        ? oddStrings
            .slice(0, 6)
            .map((value) => route.path.replace(/\{[^}]+\}/g, encodeURIComponent(value) || '%20'))
        : [route.path];
      const variants: { path: string; raw?: string }[] = [
        ...paths.map((path) => ({ path })),
        ...queries.map((query) => ({ path: `${paths[0]}${query}` })),
        ...(route.method === 'POST' ? bodies.map((raw) => ({ path: paths[0]!, raw })) : []),
      ];
      for (const variant of variants) {
        for (const token of [undefined, user.access_token]) {
          const answer = await api.call(
            route.method as 'GET' | 'POST',
            `${apiBasePaths[name]}${variant.path}`,
            {
              ...(variant.raw !== undefined ? { rawBody: variant.raw } : {}),
              ...(token ? { token } : {}),
            },
          );
          sent++;
          if (answer.status >= 500 || (answer.status >= 400 && !('error' in answer.body)))
            failures.push(`${route.operationId} ${variant.path} ${variant.raw ?? ''} → ${answer.status}`);
        }
      }
    }
    console.info(
      `malformed requests: ${sent} over ${live.length} live routes, ${failures.length} bad answers`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(live.length * 10);
  }, 240_000);
});
