import { tokenContracts } from '../../../shared/constants/tokens';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { Transfer, TransferHistory } from '../chain/chain-source';
import type { AddressLabel } from '../labels/address-label';
import type { AppliedPolicy } from './report-assessment';

/**
 * Everything `buildReport` needs, gathered by the analysis workflow: the
 * fetched history, the screened labels and the second-hop histories. Addresses are normalised
 * (shared/rules/chain-rules.ts `normalizeAddress`), times are epoch seconds.
 */
export interface ReportInput {
  readonly queryHash: string;
  readonly chain: Chain;
  readonly token: Token;
  readonly address: string; // normalised
  readonly createdAt: number; // epoch s, when the query was created
  readonly startAt?: number;
  readonly endAt?: number;
  readonly limit?: number; // the request
  readonly history: TransferHistory; // oldest first
  /** Labels of the address itself, its counterparties and second-hop addresses, by normalised address. */
  readonly labels: ReadonlyMap<string, readonly AddressLabel[]>;
  /** Histories of the largest counterparties, for 1-hop indirect exposure, by counterparty. */
  readonly secondHop: ReadonlyMap<string, readonly Transfer[]>;
  readonly creditsCharged: number;
  /** Why fewer transfers were analysed than existed, beyond the request's limit (e.g. credits). */
  readonly budgetTruncated?: boolean;
  readonly now: number; // epoch s
  /** The owner's risk policy for the verdict; the built-in default when absent. */
  readonly policy?: AppliedPolicy;
}

/** bsc's USDT has 18 decimals, TRON's and ethereum's 6 (shared/constants/tokens.ts). */
export const decimalsOf = (chain: Chain, token: Token): number => tokenContracts[chain][token].decimals;
