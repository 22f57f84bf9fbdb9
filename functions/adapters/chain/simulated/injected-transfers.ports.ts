import type { Chain } from '../../../../shared/rules/chain-rules';
import type { Transfer } from '../../../domain/chain/chain-source';

/**
 * Transfers injected into the simulated ledger on the local stack (POST /_local/ledger/transfers):
 * from then on they are part of the ledger of both their addresses, for monitoring and analysis.
 */
export interface InjectedTransfers {
  /** Both addresses normalised; amounts in base units. */
  add(chain: Chain, transfer: Transfer): Promise<void>;
  /** The transfers injected for an address, oldest first. */
  forAddress(chain: Chain, address: string): Promise<Transfer[]>;
}
