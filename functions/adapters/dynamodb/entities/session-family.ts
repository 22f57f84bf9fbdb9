import { z } from 'zod';
import type { SessionFamily } from '../../../domain/accounts/session-family';
import { camelCased, snakeCased } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * A refresh-token family (domain/accounts/session-family.ts): one item per sign-in, keyed by the
 * family id our refresh tokens carry, holding the SHA-256 of the current generation (never the
 * token) and the pool's refresh token it stands for, sealed under the current token's secret
 * (adapters/crypto/provider-token-seal.ts), so the item alone yields nothing anyone can use.
 * For the grace window after a refresh it also keeps the replaced token's hash and a second box,
 * sealed under that token's secret, holding the pool's token and the successor.
 */
export const sessionFamilyKey = keyTemplate([text('family id')], (familyId) => ({
  PK: `REFRESH#${familyId}`,
  SK: 'FAMILY',
}));

export const sessionFamilyItemSchema = z.object({
  user_id: z.string(),
  generation: z.number().int().min(0),
  token_hash: z.string(),
  /** The pool's refresh token, sealed (base64url); opens only with the current token's secret. */
  sealed_provider_token: z.string(),
  /** Epoch ms. */
  signed_in_at_ms: z.number(),
  /** Epoch ms. */
  last_used_ms: z.number(),
  /** Epoch s: the family's end by lifetime, also the item's TTL. */
  ttl: z.number(),
  /** The generation the latest refresh replaced, for its grace window; all three or none. */
  replaced_token_hash: z.string().optional(),
  /** The pool's token and the successor, sealed (base64url); opens only with the replaced token's secret. */
  replaced_sealed: z.string().optional(),
  /** Epoch ms of the refresh that replaced it. */
  replaced_at_ms: z.number().optional(),
});

/**
 * A family as stored: its fields but the id (in the key), its end as the item's TTL, and the
 * replaced generation, when there is one, flattened into its three attributes.
 */
export const toSessionFamilyItem = ({ familyId, expiresAt, replaced, ...family }: SessionFamily) => ({
  ...sessionFamilyKey(familyId),
  type: 'SessionFamily',
  ...snakeCased(family),
  ttl: expiresAt,
  ...(replaced && {
    replaced_token_hash: replaced.tokenHash,
    replaced_sealed: replaced.sealedGrace,
    replaced_at_ms: replaced.replacedAtMs,
  }),
});

export const sessionFamilyFromItem = (familyId: string, item: Record<string, unknown>): SessionFamily => {
  const { ttl, replacedTokenHash, replacedSealed, replacedAtMs, ...family } = camelCased(
    sessionFamilyItemSchema.parse(item),
  );
  return {
    ...family,
    familyId,
    expiresAt: ttl,
    ...(replacedTokenHash !== undefined &&
      replacedSealed !== undefined &&
      replacedAtMs !== undefined && {
        replaced: { tokenHash: replacedTokenHash, sealedGrace: replacedSealed, replacedAtMs },
      }),
  };
};

export const sessionFamilyDocs: readonly EntityDoc[] = [
  {
    item: 'session family',
    key: documented(sessionFamilyKey, '4f1c2a9b7d3e8f60a1b2c3d4'),
    reads: [
      'is this refresh token the family’s current generation, or the one just replaced within its grace window, and is the family live (refresh, consistent read; rotated, or its grace used up, by a conditional update)',
    ],
    holds:
      'user_id, generation, token_hash (sha256 of the current token), sealed_provider_token (the pool’s, sealed under the current token’s secret), signed_in_at_ms, last_used_ms (epoch ms); after a refresh until its grace is used or the next refresh: replaced_token_hash, replaced_sealed (the pool’s token and the successor, sealed under the replaced token’s secret), replaced_at_ms; `ttl` = sign-in + the refresh-token lifetime',
  },
];
