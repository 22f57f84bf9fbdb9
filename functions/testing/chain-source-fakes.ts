import type { ChainSource } from '../domain/chain/chain-source';

/** A chain source that supports every chain and has no transfers: the simulated ledger's place, empty. */
export const emptyChainSource = (): ChainSource => ({
  name: 'simulated',
  supports: () => true,
  fetchTransfers: async () => ({
    transfers: [],
    truncated: false,
    currentBalance: '0',
    source: 'simulated',
    simulated: true,
  }),
});
