import { chainsWithLiveProvider, liveProviderKindOf } from './live-provider-rules';

describe('which live provider answers for a chain', () => {
  it('takes TronGrid for tron only with its key', () => {
    expect(liveProviderKindOf('tron', {})).toBeUndefined();
    expect(liveProviderKindOf('tron', { ETHERSCAN_API_KEY: 'k', ETHEREUM_RPC_URL: 'u' })).toBeUndefined();
    expect(liveProviderKindOf('tron', { TRONGRID_API_KEY: 'k' })).toBe('tronGrid');
  });

  it('takes Etherscan before a node for ethereum and bsc, and each chain’s own node', () => {
    const both = { ETHERSCAN_API_KEY: 'k', ETHEREUM_RPC_URL: 'u', BSC_RPC_URL: 'v' };
    expect(liveProviderKindOf('ethereum', both)).toBe('etherscan');
    expect(liveProviderKindOf('bsc', both)).toBe('etherscan');
    expect(liveProviderKindOf('ethereum', { ETHEREUM_RPC_URL: 'u' })).toBe('rpc');
    expect(liveProviderKindOf('bsc', { ETHEREUM_RPC_URL: 'u' })).toBeUndefined();
  });

  it('lists the chains some provider answers for, none on the simulated ledger', () => {
    expect(chainsWithLiveProvider({})).toEqual([]);
    expect(chainsWithLiveProvider({ BSC_RPC_URL: 'v' })).toEqual(['bsc']);
    expect(chainsWithLiveProvider({ TRONGRID_API_KEY: 'k', ETHERSCAN_API_KEY: 'k' })).toEqual([
      'tron',
      'ethereum',
      'bsc',
    ]);
  });
});
