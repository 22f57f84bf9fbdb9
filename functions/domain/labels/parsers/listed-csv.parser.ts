import type { Chain } from '../../../../shared/rules/chain-rules';
import { classifyAddress } from '../label-address';
import { type FeedId, feedParser, makeLabel } from '../label-feed';
import { defiLlamaExchangeName, EXCHANGE, type ListedRole, labelMapping } from '../label-mapping';
import { parseCsvRecords } from './csv';

/**
 * The listed-address CSVs (data/README.md): DefiLlama's CEX wallets, the Tornado Cash pools and
 * EtherScamDB, each converted from its upstream code or YAML into the columns
 * `chain,address,category,name,source,source_url,listed_at`. One reader for all three:
 * - `chain` decides the chain, and the address must be of that chain's format (a TRON row holding
 *   a 0x address is invalid, not moved); chains we do not cover (polygon, arbitrum…) are skipped;
 * - `category` maps through the feed's table in label-mapping.ts: a risk category, or `exchange`
 *   (an exchange's own wallet: the exchange's display name from the `name` slug, no risk);
 * - the label's date is the row's `listed_at` when it is a date, else the snapshot's (EtherScamDB
 *   gives none per row).
 */
export const listedCsvRole = 'list';

const coveredChains: Readonly<Record<string, Chain>> = { ethereum: 'ethereum', bsc: 'bsc', tron: 'tron' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const listedCsvParser = (feed: FeedId & keyof typeof labelMapping) => {
  const roles = labelMapping[feed] as Readonly<Record<string, ListedRole>>;
  return feedParser(feed, (document, sourceDate, collector) => {
    for (const record of parseCsvRecords(document.text)) {
      collector.row();
      if (!record.chain || !record.address) {
        collector.skip('malformed');
        continue;
      }
      const chain = coveredChains[record.chain];
      if (!chain) {
        collector.skip('other_chain');
        continue;
      }
      const classified = classifyAddress(record.address);
      if (classified.family !== (chain === 'tron' ? 'tron' : 'evm') || !('address' in classified)) {
        collector.skip('invalid_address');
        continue;
      }
      const role = roles[record.category ?? ''];
      const exchangeName = role === EXCHANGE ? defiLlamaExchangeName(record.name ?? '') : undefined;
      if (!role || (role === EXCHANGE && !exchangeName)) {
        collector.skip('unmapped');
        continue;
      }
      const fields = {
        source: feed,
        sourceDate: ISO_DAY.test(record.listed_at ?? '') ? record.listed_at! : sourceDate,
      };
      collector.add(
        makeLabel(
          chain,
          classified.address,
          // An exchange row's `name` is the adapter's slug, not a name of the wallet: the display
          // name speaks for it in the overview and the counterparties table.
          role === EXCHANGE ? { ...fields, exchangeName } : { ...fields, category: role, name: record.name },
        ),
      );
    }
  });
};

export const parseDefiLlamaCex = listedCsvParser('defillama-cex');
export const parseTornadoCashPools = listedCsvParser('tornado-cash-pools');
export const parseEtherScamDb = listedCsvParser('etherscamdb');
