import { createApiGatewayUsagePlanKeys } from '../../adapters/apigateway/usage-plan-keys';
import { createApiKeyRepository } from '../../adapters/dynamodb/api-key.repository';
import type { ApiKeyRepository, RandomBytes, UsagePlanKeys } from '../../domain/api-keys/api-key.ports';
import { type ApiKeyService, createApiKeyService } from '../../domain/api-keys/api-key.service';
import { usageIdentifierValue } from '../../domain/api-keys/usage-identifier';
import type { Container } from '../container';
import { systemRandomBytes } from '../entropy';
import { lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';

export interface ApiKeyPorts {
  readonly apiKeys: ApiKeyRepository;
  /** The usage-plan key the API-key authorizer answers. */
  readonly usagePlanKeys: UsagePlanKeys;
  readonly randomBytes: RandomBytes;
}

export const apiKeyPorts: PortBuilders<ApiKeyPorts> = ({ config, clients }, ports) => ({
  apiKeys: () => createApiKeyRepository(clients.ddb, config.TABLE_NAME),
  // Locally the gateway meters keys itself (the stack's environment still names the plans).
  // On AWS the authorizer provisions and the api-keys routes delete (both get the prefix).
  usagePlanKeys: () => {
    const { sha256Hex } = ports().entropy;
    return config.STAGE === 'aws' && config.USAGE_PLAN_NAME_PREFIX
      ? createApiGatewayUsagePlanKeys({
          client: clients.apiGateway,
          planNamePrefix: config.USAGE_PLAN_NAME_PREFIX,
          sha256Hex,
          recordTier: ports().apiKeys.recordUsagePlanTier,
          log: ports().log,
        })
      : derivedUsagePlanKeys(sha256Hex);
  },
  randomBytes: () => systemRandomBytes,
});

/** Usage-plan keys without API Gateway: the local gateway meters on the derived value itself. */
const derivedUsagePlanKeys = (sha256Hex: (text: string) => string): UsagePlanKeys => ({
  identifierFor: async (key, tier) => usageIdentifierValue(sha256Hex, key.keyHash, tier),
  // Nothing was provisioned: the local gateway's meters are keyed on the derived value only.
  release: async () => {},
});

export interface ApiKeysModule {
  /** The console's key management. */
  readonly service: ApiKeyService;
}

export const apiKeysModule = (ports: Ports, app: Pick<Container, 'accounts'>): ApiKeysModule =>
  lazyMembers<ApiKeysModule>({
    service: () =>
      createApiKeyService({
        keys: ports.apiKeys,
        usagePlanKeys: ports.usagePlanKeys,
        limits: ports.rateLimiter,
        currentPlan: app.accounts.currentPlan,
        randomBytes: ports.randomBytes,
        entropy: ports.entropy,
        clock: ports.clock,
      }),
  });
