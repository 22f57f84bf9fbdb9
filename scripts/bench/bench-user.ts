import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { localApi } from '../../functions/testing/local-api';
import type { LocalStack } from '../local/stack';

/** A fresh user on the professional plan with plenty of credits, given through the credit ledger. */
export async function professionalUser(stack: LocalStack, prefix: string) {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser(prefix);
  const { planAdmin } = createContainer(parseConfig(stack.env)).accounts;
  await planAdmin.setPlan({ email: user.email, plan: 'professional', credits: 5000 });
  return { api, user };
}

/** Creates a query and waits for it to complete; answers its hash. */
export async function completedQuery(
  { api, user }: Awaited<ReturnType<typeof professionalUser>>,
  body: Record<string, unknown>,
): Promise<string> {
  const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
    token: user.access_token,
    body,
  });
  if (created.status !== 200)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  for (;;) {
    const status = await api.call('GET', `/api/v1/query/${created.body.query_hash}/status`, {
      token: user.access_token,
    });
    if (status.body.status === 2) return created.body.query_hash;
    if (status.body.status === 3) throw new Error(`query failed: ${String(status.body.status_text)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
