import type { Chain } from '../../../shared/rules/chain-rules';
import type { CounterpartyTally } from './transfer-tally';

/**
 * Address poisoning: an attacker makes contact from a vanity address that shares the visible
 * start and end of an address the victim really deals with, hoping it gets copied from the history
 * next time. Wallets show the first and last 4 characters after the chain's fixed prefix ("T",
 * "0x"), so that is what the attacker matches.
 *
 * A counterparty C is a lookalike of R when:
 *   - C and R differ but share the first 4 and last 4 characters of the address body;
 *   - R is a real counterparty (we paid it, or it paid us a whole token or more) or the analysed
 *     address itself, and was seen strictly before C;
 *   - C made contact with a zero-value transfer or an inbound transfer under one token.
 * Its transfers stay in the totals but are left out of every exposure amount (risk-rules.ts).
 */
export const LOOKALIKE_MATCH_CHARS = 4;

const bodyOf = (chain: Chain, address: string): string => address.slice(chain === 'tron' ? 1 : 2);

export function lookalikeKey(chain: Chain, address: string): string {
  const body = bodyOf(chain, address);
  return `${body.slice(0, LOOKALIKE_MATCH_CHARS)}|${body.slice(-LOOKALIKE_MATCH_CHARS)}`;
}

/** Lookalike counterparty → the address it imitates. */
export function findLookalikes(
  chain: Chain,
  address: string,
  counterparties: Iterable<CounterpartyTally>,
): Map<string, string> {
  const groups = new Map<string, CounterpartyTally[]>();
  for (const cp of counterparties) {
    const key = lookalikeKey(chain, cp.address);
    const group = groups.get(key);
    if (group) group.push(cp);
    else groups.set(key, [cp]);
  }
  const selfKey = lookalikeKey(chain, address);
  const found = new Map<string, string>();
  for (const [key, group] of groups) {
    if (group.length < 2 && key !== selfKey) continue;
    const real = group
      .filter((r) => r.address !== address && r.substantive)
      .sort((a, b) => a.firstAt - b.firstAt);
    for (const c of group) {
      if (c.address === address || !c.firstDust) continue;
      if (key === selfKey) {
        found.set(c.address, address);
        continue;
      }
      const mimicked = real.find((r) => r !== c && r.firstAt < c.firstAt);
      if (mimicked) found.set(c.address, mimicked.address);
    }
  }
  return found;
}
