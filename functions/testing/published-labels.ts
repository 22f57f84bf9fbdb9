import { fileURLToPath } from 'node:url';

/**
 * The public label feeds as published, one folder per feed (`<repo>/../shared/data/labels`): what
 * the local seed imports and what the parser, import and refresh tests read as real input.
 */
export const publishedLabelsDir = fileURLToPath(new URL('../../../shared/data/labels', import.meta.url));

/**
 * The local copy (relative to publishedLabelsDir) of a feed document's raw GitHub URL at any
 * commit or branch (`https://raw.githubusercontent.com/<owner>/<repo>/<ref>/<path>`): what the
 * refresh and pin tests serve instead of the internet.
 */
export function publishedCopyOf(url: string): string | undefined {
  const path = new URL(url).pathname.split('/').slice(4).join('/');
  const ofac = /^sanctioned_addresses_(TRX|ETH|USDT|USDC|BSC|ARB)\.txt$/.exec(path);
  if (ofac)
    return ofac[1] === 'TRX' || ofac[1] === 'ETH'
      ? `ofac/upstream_0xB10C_index_17121db/${path}`
      : `ofac/brave-intl_lists_2025-11-19/${path}`;
  if (path.startsWith('blacklist/')) return `scamsniffer/${path.slice('blacklist/'.length)}`;
  if (path.startsWith('labels/1/')) return `forta-etherscan/${path}`;
  if (path.endsWith('addresses-darklist.json')) return 'mew-darklist/addresses-darklist.json';
  const names = /^data\/(etherscan|bscscan)\/combined\/combinedAllLabels\.json$/.exec(path);
  if (names) return `etherscan-names/${names[1]}/combinedAllLabels.json`;
  return undefined;
}
