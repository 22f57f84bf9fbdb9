import type { Chain } from '../../../../shared/rules/chain-rules';
import type { RiskCategory } from '../../../../shared/rules/query-rules';
import { classifyAddress } from '../label-address';
import {
  createLabelCollector,
  type FeedDocument,
  type FeedParseResult,
  makeLabel,
  type SourceDateOf,
} from '../label-feed';
import {
  exchangeLabelNames,
  exchangeNameFromEntryName,
  GENERIC_EXCHANGE_LABEL,
  isTokenContractName,
  labelMapping,
} from '../label-mapping';

/**
 * The Etherscan / BscScan label cloud (brianleect/etherscan-labels): `{ address: { name,
 * labels[] } }`, one file per chain. Risk label slugs map to categories (label-mapping.ts);
 * exchange slugs, and BscScan's generic `exchange` label read through the entry's name, give the
 * exchange name for the overview. Entries with no mapped label (most of them: DeFi, tokens…) are
 * counted as unmapped. The ETH file spells some keys in checksum case and repeats them in lower
 * case: they merge.
 */
export const etherscanNamesRoles: Readonly<Record<string, Chain>> = { etherscan: 'ethereum', bscscan: 'bsc' };

const riskOf = labelMapping['etherscan-names'] as Readonly<Record<string, RiskCategory>>;

export function parseEtherscanNames(
  documents: readonly FeedDocument[],
  dateOf: SourceDateOf,
): FeedParseResult {
  const collector = createLabelCollector('etherscan-names');
  for (const document of documents) {
    const chain = etherscanNamesRoles[document.role];
    const parsed: unknown = JSON.parse(document.text);
    if (!chain || typeof parsed !== 'object' || parsed === null) {
      collector.skip('malformed');
      continue;
    }
    const sourceDate = dateOf(document.role);
    for (const [rawAddress, entry] of Object.entries(
      parsed as Record<string, { name?: unknown; labels?: unknown }>,
    )) {
      collector.row();
      const classified = classifyAddress(rawAddress);
      if (classified.family !== 'evm') {
        collector.skip('invalid_address');
        continue;
      }
      const name = typeof entry?.name === 'string' ? entry.name : '';
      const slugs = Array.isArray(entry?.labels) ? entry.labels.map(String) : [];
      const fields = { source: 'etherscan-names', sourceDate, name } as const;
      let mapped = false;
      for (const slug of slugs) {
        const category = riskOf[slug];
        if (!category) continue;
        collector.add(makeLabel(chain, classified.address, { ...fields, category }));
        mapped = true;
      }
      const exchangeName = exchangeOf(name, slugs);
      if (exchangeName) {
        collector.add(makeLabel(chain, classified.address, { ...fields, exchangeName }));
        mapped = true;
      }
      if (!mapped) collector.skip('unmapped');
    }
  }
  return collector.result();
}

/** The exchange an entry belongs to; token contracts ("MCO (MCO)") are not exchange wallets. */
function exchangeOf(name: string, slugs: readonly string[]): string | undefined {
  if (isTokenContractName(name)) return undefined;
  for (const slug of slugs) {
    const known = exchangeLabelNames[slug];
    if (known) return known;
  }
  return slugs.includes(GENERIC_EXCHANGE_LABEL) ? exchangeNameFromEntryName(name) : undefined;
}
