import type { Chain, Token } from '../../../shared/rules/chain-rules';

/**
 * Who dealt with an address: for each counterparty of a monitored address, the latest transfer
 * between them within the look-back window (counterparty-rescreen.ts). Written when detection
 * reads a monitored address's transfers; read when that counterparty gains a risk label, to find
 * the monitored addresses to warn.
 */
export interface CounterpartyDealing {
  readonly chain: Chain;
  /** Normalised like transfers (EVM lower-case). */
  readonly counterparty: string;
  readonly monitorId: string;
  readonly userId: string;
  readonly monitoringAddress: string;
  readonly token: Token;
  /** Epoch seconds of the latest non-zero transfer between them. */
  readonly lastSeen: number;
  /** `out`: the monitored address paid the counterparty; `in`: it was paid by it. */
  readonly direction: 'in' | 'out';
  readonly txHash: string;
  /** That transfer's amount in token units, a decimal string. */
  readonly amount: string;
  readonly logIndex: number;
}

export interface CounterpartyIndex {
  /** Puts each dealing, replacing the one of the same monitor and counterparty. */
  record(dealings: readonly CounterpartyDealing[]): Promise<void>;
  /** Every dealing stored for a counterparty (expired ones may still be there: filter by lastSeen). */
  dealingsWith(chain: Chain, counterparty: string): Promise<CounterpartyDealing[]>;
}
