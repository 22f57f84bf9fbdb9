import { apiKeyUsers } from '../../functions/testing/api-key-users';
import { localStack } from '../../functions/testing/local-stack';
import { RUNTIME_CONFIG_PATH } from '../../shared/api/runtime-config-path';
import type { RuntimeConfig } from '../../shared/contract/runtime-config.schema';
import { type ExampleRequest, exampleRequest, forReader } from '../../web/src/features/docs/docs-examples';
import { readEndpoint } from '../../web/src/features/docs/openapi-model';
import { endpointSections } from '../../web/src/features/docs/sections';

/**
 * Every endpoint example of /docs, as the page builds it for a signed-in reader (their last 24
 * hours, zone and key id, on the base URL the deployment's runtime config names), sent to the local
 * stack with the reader's real key. Each must answer as the docs say: 200, or, where the example
 * names a record of the document's own (a query hash, an alert, a monitored address id) that a
 * new account does not have, the 404 its page lists.
 */
const { urls, api, config } = localStack();
const users = apiKeyUsers(api, config);

/** Examples naming records a new account does not have: the docs list 404 for each. */
const notOwned: ReadonlySet<string> = new Set([
  'getQueryStatus',
  'getQueryResult',
  'updateMonitorConfig',
  'listAlertDeliveries',
  'redeliverAlert',
]);

/**
 * The examples in the sidebar's order, except that the monitored address is removed last (as a
 * reader trying them would): the status update and the list name the address the add example adds.
 */
const lastOperation = 'removeMonitorAddress';
const inReadingOrder = [
  ...endpointSections.filter((section) => section.operationId !== lastOperation),
  ...endpointSections.filter((section) => section.operationId === lastOperation),
];

async function send(request: ExampleRequest, key: string) {
  const response = await fetch(request.url, {
    method: request.method,
    headers: {
      'X-API-Key': key,
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, text: await response.text() };
}

describe('/docs examples against the local stack', () => {
  it('runs every endpoint example as the page shows it, on the runtime config’s API URL', async () => {
    const runtime = (await (await fetch(`${urls.gateway}${RUNTIME_CONFIG_PATH}`)).json()) as RuntimeConfig;
    expect(runtime.public_api_url).toBe(urls.gateway);
    const baseUrl = runtime.public_api_url!;

    // Enough credits for the calls that spend them (a query, a screening, pushes).
    const user = await users.userOnPlan('enterprise', 1000);
    const key = await users.createKey(user.access_token, { permissions: ['read', 'write', 'admin'] });
    const reader = { now: Date.now(), timeZone: 'Asia/Shanghai', apiKeyId: key.id };

    const answers: Record<string, { status: number; text: string }> = {};
    for (const { operationId } of inReadingOrder) {
      const endpoint = forReader(readEndpoint(operationId)!, reader);
      answers[operationId] = await send(exampleRequest(endpoint, baseUrl), key.key);
    }
    const expected = Object.fromEntries(
      endpointSections.map(({ operationId }) => {
        const status = notOwned.has(operationId) ? 404 : 200;
        if (status !== 200)
          expect(readEndpoint(operationId)!.errors.map((e) => e.status)).toContain(String(status));
        return [operationId, status];
      }),
    );
    // A status other than the documented one comes with the answer's body, which says why.
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([id, a]) => [
        id,
        a.status === expected[id] ? a.status : `${a.status} ${a.text}`,
      ]),
    );
    expect(statuses).toEqual(expected);
  });
});
