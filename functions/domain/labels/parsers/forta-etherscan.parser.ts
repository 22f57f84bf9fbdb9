import type { RiskCategory } from '../../../../shared/rules/query-rules';
import { classifyAddress } from '../label-address';
import { feedParser, type LabelCollector, type LabelFields, makeLabel } from '../label-feed';
import { labelMapping } from '../label-mapping';
import { parseCsvRecords } from './csv';

/**
 * Forta's labelled datasets (Etherscan phish-hack, exploit and heist lists), chain 1 only: the
 * repository's `labels/10` folder is Optimism, which we do not cover, so it is not a role here.
 *
 * - `malicious-labels` (etherscan_malicious_labels.csv): banned_address, wallet_tag,
 *   data_source = `etherscan-<list>-list`.
 * - `phishing-scams` (phishing_scams.csv): address, etherscan_tag, etherscan_labels.
 * - `malicious-contracts` (malicious_smart_contracts.csv): a contract, its creator and the
 *   creator's Etherscan label. Both the contract and its creator get the label's category; rows
 *   without a label (44 of 753) say nothing about the category and are skipped as unmapped.
 */
export const fortaRoles = {
  maliciousLabels: 'malicious-labels',
  phishingScams: 'phishing-scams',
  maliciousContracts: 'malicious-contracts',
} as const;

const categoryOf = (list: string): RiskCategory | undefined => {
  const slug = list.replace(/^etherscan-/, '').replace(/-list$/, '');
  return (labelMapping['forta-etherscan'] as Record<string, RiskCategory>)[slug];
};

export const parseFortaEtherscan = feedParser('forta-etherscan', (document, sourceDate, collector) => {
  const add = (rawAddress: string | undefined, category: RiskCategory, name?: string) =>
    addEthereumLabel(collector, rawAddress, { source: 'forta-etherscan', sourceDate, category, name });
  for (const record of parseCsvRecords(document.text)) {
    collector.row();
    const [address, name, list] = columnsOf(document.role, record);
    const category = list === undefined ? undefined : categoryOf(list);
    if (address === undefined) collector.skip('malformed');
    else if (!category) collector.skip('unmapped');
    else {
      add(address, category, name);
      if (document.role === fortaRoles.maliciousContracts && record.contract_creator)
        add(record.contract_creator, category, record.contract_creator_tag);
    }
  }
});

function addEthereumLabel(
  collector: LabelCollector,
  rawAddress: string | undefined,
  fields: LabelFields,
): void {
  const classified = classifyAddress(rawAddress ?? '');
  if (classified.family !== 'evm') collector.skip('invalid_address');
  else collector.add(makeLabel('ethereum', classified.address, fields));
}

/** [address, name, list slug] of a row, by file. */
function columnsOf(
  role: string,
  record: Record<string, string>,
): [string | undefined, string | undefined, string | undefined] {
  switch (role) {
    case fortaRoles.maliciousLabels:
      return [record.banned_address, record.wallet_tag, record.data_source];
    case fortaRoles.phishingScams:
      return [record.address, record.etherscan_tag, record.etherscan_labels];
    case fortaRoles.maliciousContracts:
      return [
        record.contract_address,
        record.contract_tag || record.contract_creator_tag,
        record.contract_creator_etherscan_label,
      ];
    default:
      return [undefined, undefined, undefined];
  }
}
