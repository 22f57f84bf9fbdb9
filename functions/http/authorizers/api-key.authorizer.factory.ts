import type { Container } from '../../platform/container';
import type { RequestAuthorizer } from '../../platform/http/types';
import { createApiKeyAuthorizer } from './api-key.authorizer';

/** The API-key authorizer over a container (the Lambda entry and the local gateway). */
export const apiKeyAuthorizerOf = (container: Container): RequestAuthorizer =>
  createApiKeyAuthorizer({
    keys: container.apiKeyRepository,
    usagePlanKeys: container.usagePlanKeys,
    sha256Hex: container.sha256Hex,
    clock: container.clock,
    log: container.log,
  });
