import { localApi } from '../../functions/testing/local-api';
import type { LocalStack } from '../local/stack';
import { type LatencyReport, measureLatency, printTable } from './measure';

/**
 * GET /api/user-package through the local gateway, the user-token authorizer (JWT verification
 * and the revocation read), the handler and DynamoDB Local (a consistent plan read).
 */
export async function benchUserPackage(stack: LocalStack): Promise<LatencyReport[]> {
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const user = await api.newUser('bench');
  const call = async () => {
    const answer = await api.call('GET', '/api/user-package', { token: user.access_token });
    if (answer.status !== 200) throw new Error(`user-package answered ${answer.status}`);
  };
  await measureLatency(call, { requests: 100, concurrency: 4 }); // warm-up: JIT, JWKS cache, JVM
  const rows = [
    await measureLatency(call, { requests: 500, concurrency: 1 }),
    await measureLatency(call, { requests: 2000, concurrency: 16 }),
  ];
  printTable('GET /api/user-package (gateway → authorizer → handler → DynamoDB Local)', rows);
  return rows;
}
