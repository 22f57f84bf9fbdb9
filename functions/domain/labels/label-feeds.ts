import type { FeedDocument, FeedId, FeedParseResult, SourceDateOf } from './label-feed';
import { parseEtherscanNames } from './parsers/etherscan-names.parser';
import { fortaRoles, parseFortaEtherscan } from './parsers/forta-etherscan.parser';
import {
  listedCsvRole,
  parseDefiLlamaCex,
  parseEtherScamDb,
  parseTornadoCashPools,
} from './parsers/listed-csv.parser';
import { parseMewDarklist } from './parsers/mew-darklist.parser';
import { parseOfacLists } from './parsers/ofac.parser';
import { parseScamSniffer, scamSnifferRoles } from './parsers/scamsniffer.parser';

/**
 * The catalogue of label feeds (data/README.md): where each document lives in the local data
 * directory, where its canonical source is published, and which parser reads it. The import
 * command reads the local layout; the AWS refresh job downloads the remote files.
 */
export interface RemoteDocument {
  readonly role: string;
  /**
   * The GitHub repository (`owner/name`) and branch whose head the feed follows, and the file's
   * path in it. The refresh never reads the head: it downloads the commit pinned for the path
   * (label-feed-pins.ts); `npm run labels:pin` moves the pins to the head after a review.
   */
  readonly repo: string;
  readonly branch: string;
  readonly path: string;
  /** A document missing at the head (404) is pinned as absent, not a failure of the feed. */
  readonly optional?: boolean;
}

export interface LabelFeed {
  readonly id: FeedId;
  /** The feed's folder under the labels directory. */
  readonly folder: string;
  /** The role of a file under the folder (path relative to it, '/'-separated); undefined: not read. */
  localRole(relativePath: string): string | undefined;
  /**
   * Where the refresh downloads the feed. Empty: the feed is a conversion of upstream program code
   * or of an archived list (the listed-address CSVs); the refresh never runs downloaded code, so
   * such a feed is loaded by the import (`npm run labels:import`) and the refresh leaves it as is.
   */
  readonly remote: readonly RemoteDocument[];
  parse(documents: readonly FeedDocument[], dateOf: SourceDateOf): FeedParseResult;
}

/**
 * Snapshot dates of the local copies, per feed and document role, from each feed's
 * PROVENANCE.md under ../shared/data/labels (update both together):
 * - ofac: brave-intl lists generated 2025-11-19 (the upstream_0xB10C superset is newer but undated).
 * - scamsniffer: commit 7500055 dated 2026-08-22.
 * - forta-etherscan: commit 40a9c2f, 2023-01-26.
 * - mew-darklist: fork commit 478ee9f, 2021-05-02 (the list itself is frozen since 2018).
 * - etherscan-names: last scraped 2023-06-18 (Etherscan) and 2023-03-26 (BscScan).
 * - defillama-cex: DefiLlama-Adapters snapshot 1eb4e81 of 2026-08-22 (also each row's listed_at).
 * - tornado-cash-pools: networkConfig.js last changed 2022-08-05 (also each row's listed_at).
 * - etherscamdb: `_data/scams.yaml` last changed 2019-07-17 (repository archived; rows undated).
 */
export const localSnapshotDates: Readonly<Record<FeedId, string | Readonly<Record<string, string>>>> = {
  ofac: '2025-11-19',
  scamsniffer: '2026-08-22',
  'forta-etherscan': '2023-01-26',
  'mew-darklist': '2021-05-02',
  'etherscan-names': { etherscan: '2023-06-18', bscscan: '2023-03-26' },
  'defillama-cex': '2026-08-22',
  'tornado-cash-pools': '2022-08-05',
  etherscamdb: '2019-07-17',
};

export const localSnapshotDateOf =
  (feed: FeedId): SourceDateOf =>
  (role) => {
    const dates = localSnapshotDates[feed];
    const date = typeof dates === 'string' ? dates : dates[role];
    if (!date) throw new Error(`No snapshot date for ${feed}/${role}`);
    return date;
  };

/** A file of a GitHub repository at a branch or commit, as raw.githubusercontent.com serves it. */
export const rawGitHubUrl = (repo: string, ref: string, path: string) =>
  `https://raw.githubusercontent.com/${repo}/${ref}/${path}`;

const github = (repo: string, branch: string, path: string) => ({ repo, branch, path });

const OFAC_REPO = '0xB10C/ofac-sanctioned-digital-currency-addresses';
/** TRX and ETH carry nearly all TRON and EVM entries; the other asset lists add a few EVM keys. */
const OFAC_ASSETS = [
  ['TRX', false],
  ['ETH', false],
  ['USDT', true],
  ['USDC', true],
  ['BSC', true],
  ['ARB', true],
] as const;

const FORTA_REPO = 'forta-network/labelled-datasets';
const fortaFiles: Readonly<Record<string, string>> = {
  'etherscan_malicious_labels.csv': fortaRoles.maliciousLabels,
  'phishing_scams.csv': fortaRoles.phishingScams,
  'malicious_smart_contracts.csv': fortaRoles.maliciousContracts,
};

const SCAMSNIFFER_REPO = 'scamsniffer/scam-database';
const ETHERSCAN_LABELS_REPO = 'brianleect/etherscan-labels';

export const labelFeeds: readonly LabelFeed[] = [
  {
    id: 'ofac',
    folder: 'ofac',
    localRole: (path) =>
      /(^|\/)sanctioned_addresses_[A-Z0-9]+\.(txt|json)$/.test(path) ? 'list' : undefined,
    remote: OFAC_ASSETS.map(([asset, optional]) => ({
      role: 'list',
      ...github(OFAC_REPO, 'lists', `sanctioned_addresses_${asset}.txt`),
      optional,
    })),
    parse: parseOfacLists,
  },
  {
    id: 'scamsniffer',
    folder: 'scamsniffer',
    localRole: (path) =>
      ({ 'address.json': scamSnifferRoles.address, 'combined.json': scamSnifferRoles.combined })[path],
    remote: [
      { role: scamSnifferRoles.address, ...github(SCAMSNIFFER_REPO, 'main', 'blacklist/address.json') },
      { role: scamSnifferRoles.combined, ...github(SCAMSNIFFER_REPO, 'main', 'blacklist/combined.json') },
    ],
    parse: parseScamSniffer,
  },
  {
    id: 'forta-etherscan',
    folder: 'forta-etherscan',
    // labels/1 is Ethereum mainnet; labels/10 (Optimism) is a chain we do not cover.
    localRole: (path) =>
      path.startsWith('labels/1/') ? fortaFiles[path.slice('labels/1/'.length)] : undefined,
    remote: Object.entries(fortaFiles).map(([file, role]) => ({
      role,
      ...github(FORTA_REPO, 'main', `labels/1/${file}`),
    })),
    parse: parseFortaEtherscan,
  },
  {
    id: 'mew-darklist',
    folder: 'mew-darklist',
    localRole: (path) => (path === 'addresses-darklist.json' ? 'darklist' : undefined),
    remote: [
      {
        role: 'darklist',
        ...github('MyEtherWallet/ethereum-lists', 'master', 'src/addresses/addresses-darklist.json'),
      },
    ],
    parse: parseMewDarklist,
  },
  {
    id: 'etherscan-names',
    folder: 'etherscan-names',
    localRole: (path) =>
      ({ 'etherscan/combinedAllLabels.json': 'etherscan', 'bscscan/combinedAllLabels.json': 'bscscan' })[
        path
      ],
    remote: [
      {
        role: 'etherscan',
        ...github(ETHERSCAN_LABELS_REPO, 'main', 'data/etherscan/combined/combinedAllLabels.json'),
      },
      {
        role: 'bscscan',
        ...github(ETHERSCAN_LABELS_REPO, 'main', 'data/bscscan/combined/combinedAllLabels.json'),
      },
    ],
    parse: parseEtherscanNames,
  },
  {
    id: 'defillama-cex',
    folder: 'defillama-cex',
    localRole: (path) => (path === 'defillama_cex_wallets.csv' ? listedCsvRole : undefined),
    // Upstream is the adapters' JavaScript, which the extraction evaluated in a sandbox.
    remote: [],
    parse: parseDefiLlamaCex,
  },
  {
    id: 'tornado-cash-pools',
    folder: 'tornado-cash-pools',
    localRole: (path) => (path === 'tornado_cash_pools.csv' ? listedCsvRole : undefined),
    // Upstream is the archived UI's JavaScript network config; the pools do not change.
    remote: [],
    parse: parseTornadoCashPools,
  },
  {
    id: 'etherscamdb',
    folder: 'etherscamdb',
    localRole: (path) => (path === 'etherscamdb_addresses.csv' ? listedCsvRole : undefined),
    // Upstream (a YAML list) is archived since 2020: there is nothing to refresh.
    remote: [],
    parse: parseEtherScamDb,
  },
];

/** The feeds the scheduled refresh downloads (the others are imported, see `remote`). */
export const downloadedFeeds: readonly LabelFeed[] = labelFeeds.filter((feed) => feed.remote.length > 0);
