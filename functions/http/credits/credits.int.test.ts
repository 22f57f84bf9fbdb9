import { randomBytes } from 'node:crypto';
import type { CreditStatementResponse } from '../../../shared/contract/credits.schema';
import { CREDIT_STATEMENT_CSV_COLUMNS } from '../../../shared/contract/credits.schema';
import { parseConfig } from '../../platform/config';
import { apiKeyUsers } from '../../testing/api-key-users';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';

/**
 * The credit statement end to end: every move of the caller's credits, newest first, numbered
 * without gaps, each balance the one before it plus its delta, the newest ending at the balance
 * the plan shows; paged by cursor, the same with a read key on the public API and as CSV, and
 * nothing of anyone else's.
 */
const { env, urls, api } = localStack();
const v1 = publicApi(urls.gateway);
const users = apiKeyUsers(api, parseConfig(env));
const randomEvm = () => `0x${randomBytes(20).toString('hex')}`;

describe('credit statement', () => {
  it('lists the caller’s moves newest first, adding up to the balance, page by page', async () => {
    const user = await users.userOnPlan('advanced', 50);
    const token = user.access_token;
    // Two screenings: a credit each, in this order.
    for (let i = 0; i < 2; i++) {
      const screened = await api.call('POST', '/api/v1/screen', {
        token,
        body: { addresses: [{ chain: 'ethereum', address: randomEvm() }] },
      });
      expect(screened.status).toBe(200);
    }

    const entries: CreditStatementResponse['entries'] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? 'limit=1' : `limit=1&cursor=${cursor}`;
      const page = await api.call<CreditStatementResponse>('GET', `/api/v1/credits/ledger?${query}`, {
        token,
      });
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(1);
      entries.push(...page.body.entries);
      cursor = page.body.next_cursor;
      if (cursor !== null) expect(cursor).toBe(page.body.entries.at(-1)?.id);
    } while (cursor !== null);

    expect(entries.slice(0, 2).map((e) => [e.reason, e.delta])).toEqual([
      ['screening', -1],
      ['screening', -1],
    ]);
    // Numbered 1…n without gaps, newest first; each balance follows from the older one.
    expect(entries.map((e) => Number(e.id))).toEqual(entries.map((_, i) => entries.length - i));
    for (let i = 0; i + 1 < entries.length; i++)
      expect(entries[i]!.balance_after).toBe(entries[i + 1]!.balance_after + entries[i]!.delta);
    const pkg = await api.call<{ query_quota: number }>('GET', '/api/user-package', { token });
    expect(entries[0]!.balance_after).toBe(pkg.body.query_quota);

    // A read key sees the same moves on the public API, and as CSV.
    const key = await users.createKey(token, { permissions: ['read'] });
    const viaKey = await v1<CreditStatementResponse>('GET', '/v1/credits/ledger', { key: key.key });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.entries.map((e) => e.id)).toEqual(entries.slice(0, 20).map((e) => e.id));
    const csv = await v1('GET', '/v1/credits/ledger/export', { key: key.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CREDIT_STATEMENT_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(entries.map((e) => e.id));

    // Another user's statement holds none of it.
    const stranger = await users.userOnPlan('basic');
    const theirs = await api.call<CreditStatementResponse>('GET', '/api/v1/credits/ledger', {
      token: stranger.access_token,
    });
    expect(theirs.body.entries.some((e) => e.reason === 'screening')).toBe(false);
  });

  it('refuses a cursor it never gave', async () => {
    const user = await api.newUser('credits');
    const answer = await api.call('GET', '/api/v1/credits/ledger?cursor=abc', { token: user.access_token });
    expect(answer).toMatchObject({ status: 400, body: { error: { field: 'cursor' } } });
  });
});
