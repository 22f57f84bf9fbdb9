import { classifyAddress } from '../label-address';
import { EVM_CHAINS, feedParser, type LabelCollector, makeLabel } from '../label-feed';
import { labelMapping } from '../label-mapping';

/**
 * ScamSniffer's blacklist: `address.json` (an array of drainer / phishing addresses) and
 * `combined.json` (phishing domain → addresses). EVM only, chain not stated: each address is
 * labelled on ethereum and bsc. The phishing domain becomes the label's name when one is known.
 */
export const scamSnifferRoles = { address: 'address', combined: 'combined' } as const;

export const parseScamSniffer = feedParser('scamsniffer', (document, sourceDate, collector) => {
  const parsed: unknown = JSON.parse(document.text);
  if (document.role === scamSnifferRoles.combined && isRecord(parsed)) {
    for (const [domain, addresses] of Object.entries(parsed))
      for (const address of Array.isArray(addresses) ? addresses : [])
        addAddress(collector, address, sourceDate, domain);
  } else if (document.role === scamSnifferRoles.address && Array.isArray(parsed)) {
    for (const address of parsed) addAddress(collector, address, sourceDate);
  } else collector.skip('malformed');
});

function addAddress(collector: LabelCollector, raw: unknown, sourceDate: string, name?: string): void {
  collector.row();
  const classified = classifyAddress(String(raw));
  if (classified.family !== 'evm') {
    collector.skip(classified.family === 'tron' ? 'other_chain' : 'invalid_address');
    return;
  }
  for (const chain of EVM_CHAINS)
    collector.add(
      makeLabel(chain, classified.address, {
        source: 'scamsniffer',
        sourceDate,
        category: labelMapping.scamsniffer.category,
        ...(name ? { name } : {}),
      }),
    );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
