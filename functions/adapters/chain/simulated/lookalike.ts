import type { Chain } from '../../../../shared/rules/chain-rules';
import { evmAddressFromBody, tronAddressFromBody } from '../../../domain/chain/address-codec';
import { Rng } from './prng';

/**
 * Address poisoning: an attacker sends zero-value or dust transfers from an address that shares
 * the first and last characters of one the victim really pays, hoping the victim copies it from
 * the history next time. These are the characters wallets show in a shortened address.
 */
export const LOOKALIKE_PREFIX: Readonly<Record<Chain, number>> = { tron: 5, ethereum: 6, bsc: 6 };
export const LOOKALIKE_SUFFIX: Readonly<Record<Chain, number>> = { tron: 4, ethereum: 6, bsc: 6 };

/** Same shown characters at both ends, different address. */
export function isLookalikeOf(chain: Chain, candidate: string, target: string): boolean {
  const head = LOOKALIKE_PREFIX[chain];
  const tail = LOOKALIKE_SUFFIX[chain];
  return (
    candidate !== target &&
    candidate.length === target.length &&
    candidate.slice(0, head) === target.slice(0, head) &&
    candidate.slice(-tail) === target.slice(-tail)
  );
}

/** EVM hex carries no checksum, so the middle of the target can simply be replaced. */
export function evmLookalike(target: string, rng: Rng): string {
  const body = new Uint8Array(20);
  for (let i = 0; i < 20; i++) body[i] = rng.int(256);
  const middle = evmAddressFromBody(body).slice(LOOKALIKE_PREFIX.ethereum, -LOOKALIKE_SUFFIX.ethereum);
  const lookalike =
    target.slice(0, LOOKALIKE_PREFIX.ethereum) + middle + target.slice(-LOOKALIKE_SUFFIX.ethereum);
  return lookalike === target ? evmLookalike(target, rng) : lookalike;
}

/**
 * TRON pairs (target, lookalike) found by a birthday search. The last characters of a
 * base58check address depend on its checksum, so a lookalike of a GIVEN address costs ~58^4
 * hashes; instead many addresses that share their leading bytes (hence their first characters)
 * are generated until two share their last characters too. One becomes a world actor (a
 * merchant), the other its attacker. The search takes a few seconds, so its result for the
 * world seed is kept in `tron-lookalike-pairs.ts` and a test re-derives it.
 */
export function findTronLookalikePairs(seed: number, families: number, candidatesPerFamily: number) {
  const rng = new Rng(seed);
  const head = LOOKALIKE_PREFIX.tron;
  const tail = LOOKALIKE_SUFFIX.tron;
  const pairs: [target: string, lookalike: string][] = [];
  const body = new Uint8Array(20);
  for (let family = 0; family < families; family++) {
    const seen = new Map<string, string>();
    const lead = [rng.int(256), rng.int(256), rng.int(256)];
    for (let n = 0; n < candidatesPerFamily; n++) {
      body.set(lead, 0);
      for (let i = 3; i < 20; i++) body[i] = rng.int(256);
      const address = tronAddressFromBody(body);
      const key = address.slice(0, head) + address.slice(-tail);
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, address);
      else {
        pairs.push([earlier, address]);
        seen.delete(key);
      }
    }
  }
  return pairs;
}
