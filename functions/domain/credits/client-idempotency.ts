import { DAY_MS } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import type { Entropy } from '../ports/entropy';
import type { Intent, Ledger, RememberedRequest } from './ledger.ports';

/**
 * Client idempotency keys of the charging calls (POST /v1/screen, /v1/query/create, monitor add,
 * alert redelivery). A key is bound to the request it first came with:
 * - the same key with the same request answers the first answer again, charged once;
 * - the same key with another request is refused (422 idempotency_key_reused), so a key can
 *   never turn into free work for different input;
 * - a key is remembered for 24 hours, in the same transaction as the charge it guards.
 */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;

/** A stable text of a request: object keys sorted at every level, so key order does not matter. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface ClientKey {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
}

export function createClientIdempotency(deps: {
  ledger: Pick<Ledger, 'remembered'>;
  entropy: Pick<Entropy, 'sha256Hex'>;
}) {
  /** The key of a call, bound to its normalised request; undefined when the client sent none. */
  const keyOf = (
    scope: string,
    key: string | undefined,
    normalisedRequest: unknown,
  ): ClientKey | undefined =>
    key === undefined
      ? undefined
      : { scope, key, requestHash: deps.entropy.sha256Hex(canonicalJson(normalisedRequest)) };

  /**
   * The first answer of a key already used with this request; throws idempotency_key_reused when
   * it came with another request; undefined when the key is new (or expired).
   */
  async function replay<T>(userId: string, client: ClientKey | undefined): Promise<T | undefined> {
    if (!client) return undefined;
    const found = await deps.ledger.remembered(userId, client.scope, client.key);
    if (!found) return undefined;
    if (found.requestHash !== client.requestHash) throw new AppError('idempotency_key_reused');
    return found.answer as T;
  }

  /** The intent that remembers a key with its answer, committed with the charge. */
  const remember = (
    userId: string,
    client: ClientKey,
    answer: Record<string, unknown>,
    nowMs: number,
  ): Intent => {
    const request: RememberedRequest = {
      scope: client.scope,
      key: client.key,
      requestHash: client.requestHash,
      answer,
      expiresAtMs: nowMs + IDEMPOTENCY_KEY_TTL_MS,
    };
    return { kind: 'remember', userId, request };
  };

  return { keyOf, replay, remember };
}

export type ClientIdempotency = ReturnType<typeof createClientIdempotency>;
