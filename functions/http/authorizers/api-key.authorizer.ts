import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { apiBasePaths, type RouteDefinition, routes } from '../../../shared/api/routes';
import { planOf } from '../../../shared/constants/plans';
import { type ErrorCode, errorCodeMessage } from '../../../shared/errors/error-codes';
import { permissionFor } from '../../../shared/rules/api-key-permissions';
import type { ApiKeyRecord, ApiKeyRepository, UsagePlanKeys } from '../../domain/api-keys/api-key.ports';
import { accessRefusal } from '../../domain/api-keys/api-key-access';
import { isWellFormedApiKeyToken } from '../../domain/api-keys/api-key-token';
import type { Clock } from '../../domain/ports/clock';
import { languageOf } from '../../platform/http/headers';
import { type RequestAuthorizer, UNAUTHORIZED } from '../../platform/http/types';
import type { Logger } from '../../platform/logger';

/**
 * The public API's REQUEST authorizer, on API Gateway and inside the local gateway:
 * 1. the key from `X-API-Key`, else the `api_key` query parameter (spec 02 §6);
 * 2. its format and checksum, offline (a malformed key costs no read);
 * 3. its SHA-256 → the key and its owner's plan (strongly consistent reads);
 * 4. status, expiry, IP allow-list against the caller's source IP, plan, and the permission of
 *    the route (shared/rules/api-key-permissions.ts, generic over the route table);
 * 5. allowed: the caller's context for the handler and the usage-plan key API Gateway meters.
 * Refusals: missing or unknown key throw 'Unauthorized' (401, what API Gateway allows there)
 * carrying the code; the others return a Deny policy with the code and message in the context,
 * which the public API's ACCESS_DENIED gateway response renders as the error envelope (403).
 */
export interface ApiKeyAuthorizerDeps {
  readonly keys: Pick<ApiKeyRepository, 'findByHash' | 'touchLastUsed'>;
  readonly usagePlanKeys: UsagePlanKeys;
  readonly sha256Hex: (text: string) => string;
  readonly clock: Clock;
  readonly log: Logger;
}

/** last_used_at is written at most once a minute per key: one write per call would double the cost. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** A 401 of the API-key authorizer: API Gateway reads only the message; the local gateway also the code. */
export class ApiKeyUnauthorizedError extends Error {
  constructor(readonly code: Extract<ErrorCode, 'api_key_missing' | 'api_key_unknown'>) {
    super(UNAUTHORIZED);
    this.name = 'ApiKeyUnauthorizedError';
  }
}

/** The key as sent: the header wins over the query parameter. */
export function presentedKey(event: APIGatewayRequestAuthorizerEvent): string | undefined {
  let fromHeader: string | undefined;
  for (const [name, value] of Object.entries(event.headers ?? {}))
    if (name.toLowerCase() === 'x-api-key' && value) fromHeader = value;
  const value = fromHeader ?? event.queryStringParameters?.api_key ?? undefined;
  return value?.trim() || undefined;
}

/** The route being called, from the method and resource template API Gateway hands over. */
export function routeOf(event: APIGatewayRequestAuthorizerEvent): RouteDefinition | undefined {
  const resource = (event.resource ?? '').slice(apiBasePaths.public.length);
  return routes.find((r) => r.method === event.httpMethod && r.path === resource);
}

const policy = (
  effect: 'Allow' | 'Deny',
  principalId: string,
  methodArn: string,
  context: Record<string, string | number | boolean>,
  usageIdentifierKey?: string,
): APIGatewayAuthorizerResult => ({
  principalId,
  // Only this method: the permission differs per route (and the result is never cached).
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }],
  },
  context,
  ...(usageIdentifierKey ? { usageIdentifierKey } : {}),
});

export function createApiKeyAuthorizer({
  keys,
  usagePlanKeys,
  sha256Hex,
  clock,
  log,
}: ApiKeyAuthorizerDeps): RequestAuthorizer {
  return async (event) => {
    const token = presentedKey(event);
    if (!token) throw new ApiKeyUnauthorizedError('api_key_missing');
    if (!isWellFormedApiKeyToken(token)) throw new ApiKeyUnauthorizedError('api_key_unknown');
    const found = await keys.findByHash(sha256Hex(token));
    if (!found) throw new ApiKeyUnauthorizedError('api_key_unknown');
    const { key, plan } = found;
    const principalId = `${key.userId}:${key.id}`;

    const route = routeOf(event);
    const now = clock.nowMs();
    const sourceIp = event.requestContext?.identity?.sourceIp ?? '';
    const refusal = route
      ? accessRefusal({ key, plan, sourceIp, permission: permissionFor(route), nowMs: now })
      : 'api_key_permission_denied';
    if (refusal) {
      log.info('api key refused', {
        keyId: key.id,
        userId: key.userId,
        refusal,
        operationId: route?.operationId,
      });
      const message = errorCodeMessage(refusal, languageOf({ headers: event.headers ?? {} })) ?? refusal;
      return policy('Deny', principalId, event.methodArn, { code: refusal, message });
    }

    const tier = planOf(plan!.packageType).key;
    const [usageKey] = await Promise.all([usagePlanKeys.identifierFor(key, tier), touch(key, now)]);
    return policy(
      'Allow',
      principalId,
      event.methodArn,
      { userId: key.userId, apiKeyId: String(key.id), tier },
      usageKey,
    );
  };

  async function touch(key: ApiKeyRecord, now: number): Promise<void> {
    if (key.lastUsedAt !== null && now - key.lastUsedAt < LAST_USED_RESOLUTION_MS) return;
    try {
      await keys.touchLastUsed(key.userId, key.id, now, LAST_USED_RESOLUTION_MS);
    } catch (error) {
      // A missed last-used time must not refuse a valid call.
      log.warn('last_used_at not recorded', { keyId: key.id, error });
    }
  }
}
