import { z } from 'zod';
import type { RememberedRequest } from '../../../domain/credits/ledger.ports';
import { userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * A client's Idempotency-Key of one operation, with a hash of the request it came with and the
 * answer it got; refused for another request until `expires_at`, deleted by TTL after.
 */
export const clientRequestKey = keyTemplate([text('sub'), text('scope'), text('key')], (sub, scope, key) =>
  userItemKey(sub, `IDEMPOTENCY#${scope}#${key}`),
);

export const clientRequestItemSchema = z.object({
  request_hash: z.string(),
  answer: z.record(z.string(), z.unknown()),
  /** Epoch ms. */
  expires_at: z.number(),
});

export const toClientRequestItem = (userId: string, request: RememberedRequest) => ({
  ...clientRequestKey(userId, request.scope, request.key),
  type: 'ClientRequest',
  request_hash: request.requestHash,
  answer: request.answer,
  expires_at: request.expiresAtMs,
  // DynamoDB's TTL is in epoch seconds; until it deletes the item, expires_at rules.
  ttl: Math.ceil(request.expiresAtMs / 1000),
});

export const clientRequestFromItem = (
  scope: string,
  key: string,
  item: Record<string, unknown>,
): RememberedRequest => {
  const i = clientRequestItemSchema.parse(item);
  return { scope, key, requestHash: i.request_hash, answer: i.answer, expiresAtMs: i.expires_at };
};

export const clientRequestDocs: readonly EntityDoc[] = [
  {
    item: 'client request',
    key: documented(clientRequestKey, 'u1', 'screen', 'k-1'),
    reads: ["a client's Idempotency-Key: the first answer, for the same request (consistent read)"],
    holds: 'request_hash, answer, expires_at (epoch ms); put in the commit it answers; `ttl` a little later',
  },
];
