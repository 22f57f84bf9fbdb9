import { emptyChainSource } from '../../testing/chain-source-fakes';
import { createChainSources } from './chain-sources';

const simulated = emptyChainSource();

const base = { TRONGRID_URL: 'https://api.trongrid.io', ETHERSCAN_URL: 'https://api.etherscan.io/v2/api' };
const names = (config: Parameters<typeof createChainSources>[0]['config']) => {
  const pick = createChainSources({ config, simulated, fetch: async () => new Response('{}') });
  return { tron: pick('tron').name, ethereum: pick('ethereum').name, bsc: pick('bsc').name };
};

describe('createChainSources', () => {
  it('answers every chain from the simulated ledger when nothing is configured', () => {
    expect(names(base)).toEqual({ tron: 'simulated', ethereum: 'simulated', bsc: 'simulated' });
  });

  it('uses TronGrid for tron once a TronGrid key is set', () => {
    expect(names({ ...base, TRONGRID_API_KEY: 'k' })).toEqual({
      tron: 'trongrid',
      ethereum: 'simulated',
      bsc: 'simulated',
    });
  });

  it('uses Etherscan for both EVM chains once an Etherscan key is set, before any node', () => {
    expect(names({ ...base, ETHERSCAN_API_KEY: 'k', ETHEREUM_RPC_URL: 'https://node.test' })).toEqual({
      tron: 'simulated',
      ethereum: 'etherscan',
      bsc: 'etherscan',
    });
  });

  it('uses a JSON-RPC node only for the chain it is configured for', () => {
    expect(names({ ...base, BSC_RPC_URL: 'https://bsc.test' })).toEqual({
      tron: 'simulated',
      ethereum: 'simulated',
      bsc: 'rpc',
    });
    expect(names({ ...base, ETHEREUM_RPC_URL: 'https://eth.test' })).toEqual({
      tron: 'simulated',
      ethereum: 'rpc',
      bsc: 'simulated',
    });
  });
});
