import type { Chain } from '../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../shared/rules/query-rules';

/**
 * What a public list says about an address. A label carries a risk category, or names an
 * entity (an exchange), or both; always with its source and the date of that source.
 */
export interface AddressLabel {
  readonly chain: Chain;
  /** Normalised like Transfer addresses. */
  readonly address: string;
  /** Feed id, e.g. 'ofac', 'scamsniffer', 'forta-etherscan', 'mew-darklist', 'etherscan-names'. */
  readonly source: string;
  /** YYYY-MM-DD: the date of the feed snapshot the label came from. */
  readonly sourceDate: string;
  readonly category?: RiskCategory;
  /** Set when the address belongs to an exchange: its name for the overview (e.g. "Binance"). */
  readonly exchangeName?: string;
  /** The list's own name or comment for the address (e.g. "Fake_Phishing1772", "Binance 14"). */
  readonly name?: string;
  /** A Tether freeze (source `tether-freeze`): epoch seconds of the freeze's block. */
  readonly frozenAt?: number;
  /** A Tether freeze whose funds were burnt: the USDT destroyed, in base units (decimal string). */
  readonly destroyedAmount?: string;
  /** Epoch seconds of the last burn, so a burn read twice is counted once. */
  readonly destroyedAt?: number;
}
