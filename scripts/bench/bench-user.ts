import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { localApi } from '../../functions/testing/local-api';
import type { LocalStack } from '../local/stack';

/** A fresh user on the professional plan with plenty of credits, written straight to the table. */
export async function professionalUser(stack: LocalStack, prefix: string) {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser(prefix);
  const config = parseConfig(stack.env);
  const { ddb } = createAwsClients(config);
  await ddb.send(
    new PutCommand({
      TableName: config.TABLE_NAME,
      Item: {
        ...keys.userPlan(user.userId),
        type: 'Plan',
        package_type: 3,
        begin_at: Math.floor(Date.now() / 1000),
        end_at: null,
        query_quota: 5000,
        used_query_quota: 0,
        monitor_address_count: 30,
        credit_period: 'P0',
      },
    }),
  );
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
