import type { Chain } from './chain-rules';

/**
 * Address poisoning: an attacker makes contact from a vanity address that shares the visible
 * start and end of an address the victim really deals with, hoping it gets copied from the
 * history next time. Wallets shorten an address to its first and last characters after the
 * chain's fixed prefix ("0x", "T"), so that is what the attacker matches and what this rule
 * compares. The report (lookalike counterparties), monitoring (similar_address alerts) and the
 * simulated ledger (its poisoning actors) all read it here.
 *
 * A lookalike of an address is another address that shares at least LOOKALIKE_LEADING_CHARS
 * leading and LOOKALIKE_TRAILING_CHARS trailing characters with it. Published poisoning detectors
 * match 3–4 characters at each end (wallets show about 4–6); 4 and 4 keeps a chance collision with
 * one given address near 1 in 16^8 (EVM) or 58^8 (TRON). EVM hex is compared lower-case (its case
 * is only a checksum); TRON's base58 as written, since there a letter's case is part of the address.
 */
export const LOOKALIKE_LEADING_CHARS = 4;
export const LOOKALIKE_TRAILING_CHARS = 4;

/** The characters compared: the address without its `0x` or `T` prefix; EVM lower-cased. */
export const addressBody = (chain: Chain, address: string): string =>
  chain === 'tron' ? address.replace(/^T/, '') : address.replace(/^0x/i, '').toLowerCase();

/** How many leading and trailing characters two addresses share after the prefix. */
export function sharedEnds(chain: Chain, a: string, b: string): { leading: number; trailing: number } {
  const x = addressBody(chain, a);
  const y = addressBody(chain, b);
  let leading = 0;
  while (leading < x.length && leading < y.length && x[leading] === y[leading]) leading++;
  let trailing = 0;
  while (
    trailing < x.length &&
    trailing < y.length &&
    x[x.length - 1 - trailing] === y[y.length - 1 - trailing]
  )
    trailing++;
  return { leading, trailing };
}

/** Whether shared ends of these lengths make a lookalike. */
export const endsMatch = (ends: { leading: number; trailing: number }): boolean =>
  ends.leading >= LOOKALIKE_LEADING_CHARS && ends.trailing >= LOOKALIKE_TRAILING_CHARS;

/** Whether `candidate` is a lookalike of `target`: another address with the same shown ends. */
export const isLookalikeOf = (chain: Chain, candidate: string, target: string): boolean =>
  addressBody(chain, candidate) !== addressBody(chain, target) &&
  endsMatch(sharedEnds(chain, candidate, target));

/**
 * The shown ends of an address as one text: two different addresses with the same key are
 * lookalikes of each other, so a list of addresses can be grouped in one pass.
 */
export function lookalikeKey(chain: Chain, address: string): string {
  const body = addressBody(chain, address);
  return `${body.slice(0, LOOKALIKE_LEADING_CHARS)}|${body.slice(-LOOKALIKE_TRAILING_CHARS)}`;
}
