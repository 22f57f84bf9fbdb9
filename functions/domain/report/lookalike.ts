import type { Chain } from '../../../shared/rules/chain-rules';
import { lookalikeKey } from '../../../shared/rules/lookalike-rules';
import type { CounterpartyTally } from './transfer-tally';

/**
 * Address poisoning in a report. A counterparty C is a lookalike of R when:
 *   - C is a lookalike of R by the one rule (shared/rules/lookalike-rules.ts: another address
 *     with the same 4 leading and 4 trailing characters after the prefix);
 *   - R is a real counterparty (we paid it, or it paid us a whole token or more) or the analysed
 *     address itself, and was seen strictly before C;
 *   - C made contact with a zero-value transfer or an inbound transfer under one token.
 * Its transfers stay in the totals but are left out of every exposure amount (risk-rules.ts).
 */
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
