import type { Container } from '../../platform/container';
import type { RequestAuthorizer } from '../../platform/http/types';
import { createApiKeyAuthorizer } from './api-key.authorizer';

/** The API-key authorizer over a container's ports (the Lambda entry and the local gateway). */
export const apiKeyAuthorizerOf = ({ ports }: Pick<Container, 'ports'>): RequestAuthorizer =>
  createApiKeyAuthorizer({
    keys: ports.apiKeys,
    usagePlanKeys: ports.usagePlanKeys,
    sha256Hex: ports.entropy.sha256Hex,
    clock: ports.clock,
    log: ports.log,
  });
