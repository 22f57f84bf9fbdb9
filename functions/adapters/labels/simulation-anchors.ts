import { chains } from '../../../shared/rules/chain-rules';
import type { AddressLabel } from '../../domain/labels/address-label';
import { selectAnchors } from '../chain/simulated/anchor-set';
import type { SimulationAnchorStore } from '../chain/simulated/anchor-store.ports';

/**
 * The simulated ledger builds its world around real labelled addresses (DESIGN §7). Whenever
 * labels are imported or refreshed, each chain's anchors are chosen from the same labels and
 * stored beside them, so the simulated world always matches the labels screening will find.
 */
export async function storeSimulationAnchors(
  labels: readonly AddressLabel[],
  repository: Pick<SimulationAnchorStore, 'putSimulationAnchors'>,
): Promise<void> {
  await Promise.all(
    chains.map((chain) => repository.putSimulationAnchors(chain, selectAnchors(labels, chain))),
  );
}
