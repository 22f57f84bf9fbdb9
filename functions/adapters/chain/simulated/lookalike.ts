import {
  LOOKALIKE_LEADING_CHARS,
  LOOKALIKE_TRAILING_CHARS,
  lookalikeKey,
} from '../../../../shared/rules/lookalike-rules';
import { evmAddressFromBody, tronAddressFromBody } from '../../../domain/chain/address-codec';
import { Rng } from './prng';

/**
 * The simulated world's poisoning actors: addresses that are lookalikes, by the one rule in
 * shared/rules/lookalike-rules.ts, of addresses the world's victims really pay.
 */

/** `0x` and the leading characters the rule compares. */
const EVM_HEAD = 2 + LOOKALIKE_LEADING_CHARS;
/**
 * The simulated EVM attacker matches two trailing characters more than the rule needs (some
 * wallets show six), so its lookalikes stay lookalikes to a reader who checks more.
 */
const EVM_TAIL = LOOKALIKE_TRAILING_CHARS + 2;

/** EVM hex carries no checksum, so the middle of the target can simply be replaced. */
export function evmLookalike(target: string, rng: Rng): string {
  const body = new Uint8Array(20);
  for (let i = 0; i < 20; i++) body[i] = rng.int(256);
  const middle = evmAddressFromBody(body).slice(EVM_HEAD, -EVM_TAIL);
  const lookalike = target.slice(0, EVM_HEAD) + middle + target.slice(-EVM_TAIL);
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
  const pairs: [target: string, lookalike: string][] = [];
  const body = new Uint8Array(20);
  for (let family = 0; family < families; family++) {
    const seen = new Map<string, string>();
    const lead = [rng.int(256), rng.int(256), rng.int(256)];
    for (let n = 0; n < candidatesPerFamily; n++) {
      body.set(lead, 0);
      for (let i = 3; i < 20; i++) body[i] = rng.int(256);
      const address = tronAddressFromBody(body);
      const key = lookalikeKey('tron', address);
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
