import { classifyAddress } from '../label-address';
import { feedParser, makeLabel } from '../label-feed';
import { labelMapping } from '../label-mapping';

/**
 * MyEtherWallet's darklist: `[{ address, comment, date }]`, Ethereum scam / fake-token addresses
 * of 2017-18. The comment becomes the name. The per-row `date` is not used (one row has the
 * non-ISO "7/22/17"); the label's date is the snapshot's. Duplicate addresses (mixed case) merge.
 */
export const parseMewDarklist = feedParser('mew-darklist', (document, sourceDate, collector) => {
  const parsed: unknown = JSON.parse(document.text);
  if (!Array.isArray(parsed)) {
    collector.skip('malformed');
    return;
  }
  for (const entry of parsed as { address?: unknown; comment?: unknown }[]) {
    collector.row();
    const classified = classifyAddress(String(entry?.address ?? ''));
    if (classified.family !== 'evm') {
      collector.skip('invalid_address');
      continue;
    }
    collector.add(
      makeLabel('ethereum', classified.address, {
        source: 'mew-darklist',
        sourceDate,
        category: labelMapping['mew-darklist'].category,
        ...(typeof entry.comment === 'string' ? { name: entry.comment } : {}),
      }),
    );
  }
});
