import { classifyAddress } from '../label-address';
import { EVM_CHAINS, feedParser, makeLabel } from '../label-feed';
import { labelMapping } from '../label-mapping';

/**
 * OFAC SDN digital-currency address lists (one file per asset, `.txt` one address a line or
 * `.json` an array). OFAC files an address under the asset named in the SDN entry, so TRON
 * addresses sit in both the TRX and USDT lists and EVM keys in ETH/USDT/USDC/BSC/ARB: all lists
 * are merged and the address FORMAT decides the chain. A sanctioned EVM key is sanctioned on
 * ethereum and bsc alike. BTC, Omni and bnb1… entries are skipped (other chains).
 */
export const parseOfacLists = feedParser('ofac', (document, sourceDate, collector) => {
  const fields = { source: 'ofac', sourceDate, category: labelMapping.ofac.category } as const;
  for (const entry of listEntries(document.text)) {
    collector.row();
    const classified = classifyAddress(entry);
    if (classified.family === 'tron') collector.add(makeLabel('tron', classified.address, fields));
    else if (classified.family === 'evm')
      for (const chain of EVM_CHAINS) collector.add(makeLabel(chain, classified.address, fields));
    else collector.skip(classified.family === 'invalid_tron' ? 'invalid_address' : 'other_chain');
  }
});

function listEntries(text: string): string[] {
  if (text.trimStart().startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
