import { chainScanCandidates, createChainScanners } from './chain-scanners';

const base = { TRONGRID_URL: 'https://api.trongrid.io', ETHERSCAN_URL: 'https://api.etherscan.io/v2/api' };
const scanned = (config: Parameters<typeof createChainScanners>[0]['config']) => {
  const scannerFor = createChainScanners({ config });
  return (['tron', 'ethereum', 'bsc'] as const).filter((chain) => scannerFor(chain) !== undefined);
};

describe('which chains monitoring scans by block', () => {
  it('none with nothing configured: the simulated ledger is read per address', () => {
    expect(scanned(base)).toEqual([]);
    expect(chainScanCandidates(base)).toEqual([]);
  });

  it('each chain whose live source is configured, by the same settings', () => {
    expect(scanned({ ...base, TRONGRID_API_KEY: 't' })).toEqual(['tron']);
    expect(scanned({ ...base, ETHERSCAN_API_KEY: 'e' })).toEqual(['ethereum', 'bsc']);
    expect(scanned({ ...base, BSC_RPC_URL: 'http://127.0.0.1:8545' })).toEqual(['bsc']);
    expect(chainScanCandidates({ ...base, ETHEREUM_RPC_URL: 'http://127.0.0.1:8545' })).toEqual(['ethereum']);
  });

  it('the chains the stack names for the fan-out, which cannot see the keys secret', () => {
    expect(chainScanCandidates({ ...base, MONITOR_SCAN_CHAINS: ['tron', 'bsc'] })).toEqual(['tron', 'bsc']);
  });
});
