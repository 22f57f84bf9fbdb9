import { TETHER_FREEZE_SOURCE } from '../constants/tokens';
import type { Language } from './languages';

/**
 * The one display name of each label source (the feed id a label keeps, docs/areas/labels.md),
 * in the three interface languages: the report's findings and counterparties, the home page's
 * figures and anything else that names where a label comes from read it here, so "ofac" reads
 * "OFAC SDN list" everywhere. The ids stay as they are in the API and the CSV exports.
 */

/**
 * The reading order of the sources wherever several are listed: sanctions first (the only list
 * with legal force), then our own on-chain freeze feed, the scam and theft lists, the name tags.
 */
export const labelSourceOrder = [
  'ofac',
  TETHER_FREEZE_SOURCE,
  'scamsniffer',
  'forta-etherscan',
  'mew-darklist',
  'etherscamdb',
  'tornado-cash-pools',
  'etherscan-names',
  'defillama-cex',
] as const;
export type KnownLabelSource = (typeof labelSourceOrder)[number];

export const labelSourceNames: Readonly<Record<Language, Readonly<Record<KnownLabelSource, string>>>> = {
  'en-US': {
    ofac: 'OFAC SDN list',
    [TETHER_FREEZE_SOURCE]: 'Tether USDT blacklist',
    scamsniffer: 'ScamSniffer scam database',
    'forta-etherscan': 'Forta labelled addresses (Etherscan)',
    'mew-darklist': 'MyEtherWallet darklist',
    etherscamdb: 'EtherScamDB',
    'tornado-cash-pools': 'Tornado Cash pool contracts',
    'etherscan-names': 'Etherscan name tags',
    'defillama-cex': 'DefiLlama exchange wallets',
  },
  'zh-CN': {
    ofac: 'OFAC SDN 制裁名单',
    [TETHER_FREEZE_SOURCE]: 'Tether USDT 冻结名单',
    scamsniffer: 'ScamSniffer 诈骗数据库',
    'forta-etherscan': 'Forta 标记地址（Etherscan）',
    'mew-darklist': 'MyEtherWallet 黑名单',
    etherscamdb: 'EtherScamDB 诈骗数据库',
    'tornado-cash-pools': 'Tornado Cash 资金池合约',
    'etherscan-names': 'Etherscan 地址标签',
    'defillama-cex': 'DefiLlama 交易所钱包',
  },
  'zh-TW': {
    ofac: 'OFAC SDN 制裁名單',
    [TETHER_FREEZE_SOURCE]: 'Tether USDT 凍結名單',
    scamsniffer: 'ScamSniffer 詐騙資料庫',
    'forta-etherscan': 'Forta 標記地址（Etherscan）',
    'mew-darklist': 'MyEtherWallet 黑名單',
    etherscamdb: 'EtherScamDB 詐騙資料庫',
    'tornado-cash-pools': 'Tornado Cash 資金池合約',
    'etherscan-names': 'Etherscan 地址標籤',
    'defillama-cex': 'DefiLlama 交易所錢包',
  },
};

const isKnown = (source: string): source is KnownLabelSource =>
  (labelSourceOrder as readonly string[]).includes(source);

/**
 * A source's display name in `language` (a locale outside the three reads English); a source this
 * list does not know reads as its id.
 */
export const labelSourceName = (language: Language | string, source: string): string =>
  isKnown(source) ? (labelSourceNames[language as Language] ?? labelSourceNames['en-US'])[source] : source;

/** Sorts sources into the reading order above; unknown ones after, by id. */
export function compareLabelSources(a: string, b: string): number {
  const rank = (s: string) => (isKnown(s) ? labelSourceOrder.indexOf(s) : labelSourceOrder.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}
