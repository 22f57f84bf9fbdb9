import type { RouteDefinition } from '../api/routes';
import type { ApiKeyPermission } from './api-key-rules';

/**
 * What each API-key permission allows on the public API (spec 01 §3 names read, write and admin
 * without saying what they mean; decided here, enforced by the API-key authorizer, shown on /docs).
 * The permissions are independent grants: a key may call a route when it holds the route's one
 * permission. A user-token call on the console API is not limited by them.
 *
 * - read:  every GET: query status and result, histories, usage statistics, monitored addresses,
 *          alerts and monitoring configuration;
 * - write: every POST that runs or changes work: query/create, screen, monitored addresses,
 *          their configuration and alert status (the routes that spend credits are all here);
 * - admin: account-wide control: managing API keys through the API (create, update, delete,
 *          enable/disable, IP lists, list) saving the global monitoring configuration
 *          and the risk policy, reading and rotating the webhook signing secret.
 */
export const apiKeyPermissionMeaning: Readonly<Record<ApiKeyPermission, string>> = {
  read: 'Read: query status and results, histories, usage statistics, monitoring lists and settings (every GET)',
  write:
    'Write: start queries, screen addresses, add/change/remove monitored addresses and alert states (every POST that runs or changes work; the ones that spend credits)',
  admin:
    'Admin: manage API keys through the API save the global monitoring configuration and the risk policy, read, rotate and revoke the webhook signing secret (account-wide settings)',
};

/** Operations that change account-wide settings, beyond the key routes themselves. */
const adminOperations: ReadonlySet<string> = new Set([
  'setDefaultMonitorConfig',
  'setRiskPolicy',
  'getWebhookSecret',
  'rotateWebhookSecret',
  'revokePreviousWebhookSecret',
]);

/**
 * The permission a key needs for a route: generic over the route table, so routes that go live
 * later (monitoring) are covered without touching the authorizer.
 */
export function permissionFor(
  route: Pick<RouteDefinition, 'operationId' | 'method' | 'group'>,
): ApiKeyPermission {
  if (route.group === 'api-keys' || adminOperations.has(route.operationId)) return 'admin';
  return route.method === 'GET' ? 'read' : 'write';
}
