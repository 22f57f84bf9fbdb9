import type { Chain } from '../../../shared/rules/chain-rules';
import { createChainSources } from '../../adapters/chain/chain-sources';
import { type AnchorSet, emptyAnchorSet } from '../../adapters/chain/simulated/anchor-set';
import type { InjectedTransfers } from '../../adapters/chain/simulated/injected-transfers.ports';
import { createSimulatedLedgerSource } from '../../adapters/chain/simulated/simulated-ledger.source';
import { createInjectedTransferRepository } from '../../adapters/dynamodb/injected-transfer.repository';
import type { ChainSource } from '../../domain/chain/chain-source';
import type { PortBuilders } from '../ports';

/** Where transfers are read: the analysis, the cost estimates and the monitor poll share them. */
export interface ChainPorts {
  /** The chain source of each chain: its live provider when configured, else the simulated ledger. */
  readonly sourceFor: (chain: Chain) => ChainSource;
  /** The local stack's injected transfers (POST /_local/ledger/transfers); undefined on AWS. */
  readonly injectedTransfers: InjectedTransfers | undefined;
}

export const chainPorts: PortBuilders<ChainPorts> = ({ config, clients }, ports) => ({
  injectedTransfers: () =>
    config.STAGE === 'local' ? createInjectedTransferRepository(clients.ddb, config.TABLE_NAME) : undefined,
  sourceFor: () => {
    // The simulated world is built around the anchors the label import stored; load them once.
    const anchors = new Map<Chain, Promise<AnchorSet>>();
    const loadAnchors = (chain: Chain): Promise<AnchorSet> => {
      let loaded = anchors.get(chain);
      if (!loaded) {
        loaded = ports()
          .simulationAnchors.getSimulationAnchors(chain)
          .then((stored) => (stored as AnchorSet | undefined) ?? emptyAnchorSet(chain));
        loaded.catch(() => anchors.delete(chain));
        anchors.set(chain, loaded);
      }
      return loaded;
    };
    const injected = ports().injectedTransfers;
    return createChainSources({
      config,
      simulated: createSimulatedLedgerSource({ loadAnchors, ...(injected ? { injected } : {}) }),
    });
  },
});
