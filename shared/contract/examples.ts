import { defaultRiskPolicyThresholds, thresholdsWith } from '../rules/risk-policy';
import type { ApiKey, CreateApiKeyResponse } from './api-keys.schema';
import type {
  Alert,
  MonitorAlertEstimate,
  MonitorAlertSummary,
  MonitorConfig,
  MonitoredAddress,
} from './monitoring.schema';
import type { PublicStatsResponse } from './public-stats.schema';
import type {
  QueryEstimate,
  QueryHistoryItem,
  QueryResult,
  QueryStatus,
  RecentQueryResponse,
} from './queries.schema';
import type { RiskPolicy } from './risk-policy.schema';
import type { UsageStatsResponse } from './usage.schema';

/**
 * Realistic examples for the contract: the OpenAPI document shows them, and a unit test parses
 * each one with its schema so they cannot rot. The addresses follow the chain patterns of
 * spec 01 §5; amounts are decimal strings (spec 02 §3).
 */

export const exampleTronAddress = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
export const exampleEthereumAddress = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
export const exampleQueryHash = 'q_7Yc2kR9mXa3LbV8n';

const counterparties = {
  exchange: 'TNXoiAJ3dct8Fjg4M9fkLFh9S2v9TXc32G',
  gambling: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
  sanctioned: 'TVacWx7FvPKrXpSKo1x6v2YUDqaTGjBHcz',
  merchant: 'TPpn4xsZ5X6rB4kH6tdkmyGx5upmvcbS5Z',
} as const;

const hourly = Array.from({ length: 24 }, (_, h) => {
  // A daytime-heavy pattern, as for a merchant wallet: quiet at night, busy in the afternoon.
  const weight = h < 6 ? 1 : h < 12 ? 4 : h < 18 ? 6 : 3;
  return {
    hour: String(h),
    inflow_amount: `${weight * 1250}.5`,
    inflow_count: weight * 3,
    outflow_amount: `${weight * 980}`,
    outflow_count: weight * 2,
  };
});

export const exampleQueryResult: QueryResult = {
  chain: 'tron',
  token: 'usdt',
  address: exampleTronAddress,
  created_at: '2026-11-21T08:00:04Z',
  start_time: '2026-05-01T00:00:00Z',
  end_time: null,
  query_hash: exampleQueryHash,
  risk_level: 3,
  risk_address_total: { amount: '48210.75', address_count: 3, amount_count: 17 },
  overview: {
    address: exampleTronAddress,
    balance: '10432.118',
    balance_coin: 'USDT',
    active: true,
    type: 0,
    exchange_name: null,
    first_transfer_time: '2026-05-03T09:12:44Z',
    first_transfer_address: counterparties.exchange,
    in_info: { count: 412, amount: '1285033.42', latest: '2026-11-20T22:41:09Z' },
    out_info: { count: 388, amount: '1274601.302', latest: '2026-11-20T23:05:51Z' },
    total_info: { count: 800, amount: '2559634.722' },
  },
  tx_flow: {
    nodes: [
      { id: counterparties.exchange, label: 'Binance', name: 'Binance 14' },
      { id: counterparties.gambling, label: 'gamble' },
      { id: exampleTronAddress, label: 'normal' },
      { id: counterparties.sanctioned, label: 'sanction' },
      { id: counterparties.merchant, label: 'normal' },
    ],
    links: [
      { source: counterparties.exchange, target: exampleTronAddress, value: '820000' },
      { source: counterparties.gambling, target: exampleTronAddress, value: '31210.75' },
      { source: counterparties.sanctioned, target: exampleTronAddress, value: '17000' },
      { source: exampleTronAddress, target: counterparties.merchant, value: '655400.3' },
    ],
  },
  risk_type: [
    { type: 'normal', amount: '2511423.972', count: 783 },
    { type: 'gamble', amount: '31210.75', count: 14 },
    { type: 'sanction', amount: '17000', count: 3 },
  ],
  top_transaction: [
    {
      own_address: exampleTronAddress,
      counterparty_address: counterparties.exchange,
      total_amount: '820000',
      total_count: 96,
      last_transaction_time: '2026-11-20T22:41:09Z',
      counterparty_label: {
        name: 'Binance 14',
        source: 'etherscan-names',
        source_date: '2026-11-01',
      },
    },
    {
      own_address: exampleTronAddress,
      counterparty_address: counterparties.merchant,
      total_amount: '655400.3',
      total_count: 141,
      last_transaction_time: '2026-11-20T23:05:51Z',
      indirect_category: 'sanction',
    },
    {
      own_address: exampleTronAddress,
      counterparty_address: counterparties.gambling,
      total_amount: '31210.75',
      total_count: 14,
      last_transaction_time: '2026-10-02T14:20:00Z',
      counterparty_label: { category: 'gamble', source: 'forta-etherscan', source_date: '2026-10-15' },
    },
  ],
  habit: hourly,
  historical_balance: [
    { date: '2026-11-18', balance: '9120.5' },
    { date: '2026-11-19', balance: '12877.25' },
    { date: '2026-11-20', balance: '10432.118' },
  ],
  reasons: [
    {
      rule: 'direct_counterparty',
      category: 'sanction',
      level: 4,
      amount: '17000',
      counterparty: counterparties.sanctioned,
      evidence_tx_hashes: ['3f1c8e2b9a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b'],
      exposure: 'direct',
      direction: 'incoming',
      hops: 1,
      first_at: '2026-08-14T10:02:11Z',
      last_at: '2026-09-30T18:45:00Z',
      label: {
        address: counterparties.sanctioned,
        source: 'ofac',
        source_date: '2026-11-01',
        name: 'OFAC SDN list',
      },
    },
    {
      rule: 'direct_counterparty',
      category: 'gamble',
      level: 2,
      amount: '31210.75',
      counterparty: counterparties.gambling,
      evidence_tx_hashes: ['9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b'],
      exposure: 'direct',
      direction: 'both',
      hops: 1,
      first_at: '2026-06-01T12:00:00Z',
      last_at: '2026-10-02T14:20:00Z',
      label: { address: counterparties.gambling, source: 'forta-etherscan', source_date: '2026-10-15' },
    },
    {
      rule: 'indirect_counterparty',
      category: 'sanction',
      level: 2,
      amount: '859.204',
      counterparty: counterparties.merchant,
      evidence_tx_hashes: ['7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b3f1c8e2b9a'],
      exposure: 'indirect',
      direction: 'outgoing',
      hops: 2,
      first_at: '2026-05-20T08:30:00Z',
      last_at: '2026-11-20T23:05:51Z',
      label: { address: 'TNxd6L3dWMRNMjCw5EuJcGawUfhfzycXbq', source: 'ofac', source_date: '2026-11-01' },
    },
  ],
  coverage: {
    transfers_analysed: 800,
    truncated: false,
    source: 'simulated',
    simulated: true,
    credits_charged: 1,
  },
  exposure: {
    direct: { amount: '48210.75', address_count: 3, transfer_count: 17, share_percent: 1.88 },
    indirect: { amount: '859.204', address_count: 1, transfer_count: 141, share_percent: 0.03 },
  },
  assessment: {
    verdict: 'reject',
    policy: { id: 'default', version: 1 },
    deciding_findings: [
      {
        rule: 'direct.sanction',
        verdict: 'reject',
        share_percent: 0.66,
        threshold_percent: 0,
        amount: '17000',
        reason_indexes: [0],
      },
    ],
    measures: [
      { rule: 'direct.sanction', share_percent: 0.66, amount: '17000', reason_indexes: [0] },
      { rule: 'direct.medium', share_percent: 1.21, amount: '31210.75', reason_indexes: [1] },
      { rule: 'indirect.sanction', share_percent: 0.03, amount: '859.204', reason_indexes: [2] },
    ],
  },
};

export const exampleRecentQuery: RecentQueryResponse = {
  recent: {
    query_hash: exampleQueryHash,
    created_at: '2026-11-21T08:00:00Z',
    completed_at: '2026-11-21T08:00:04Z',
    risk_level: 3,
    verdict: 'reject',
    policy: { id: 'default', version: 1 },
    transfers_analysed: 800,
    cost_quota: 1,
    start_time: null,
    end_time: null,
    limit: null,
  },
  estimated_credits: 1,
};

/** A busy address analysed before: about 120,654 transfers, well within a professional balance. */
export const exampleQueryEstimate: QueryEstimate = {
  chain: 'tron',
  token: 'usdt',
  address: exampleTronAddress,
  basis: 'earlier_report',
  transfers: { min: 120_654, max: 120_654, exact: false },
  credits: { min: 121, max: 121 },
  earlier_report: {
    query_hash: exampleQueryHash,
    completed_at: '2026-11-20T08:00:04Z',
    transfers_analysed: 120_654,
  },
  balance: 4840,
  covered: true,
  affordable_limit: 100_000,
};

/** The built-in policy as GET /v1/risk-policy answers it. */
export const exampleRiskPolicy: RiskPolicy = {
  id: 'default',
  version: 1,
  thresholds: defaultRiskPolicyThresholds,
  updated_at: null,
};

export const exampleCustomRiskPolicy: RiskPolicy = {
  id: 'custom',
  version: 2,
  thresholds: thresholdsWith({ direct: { high: { review_at_percent: 0, reject_at_percent: 5 } } }),
  updated_at: '2026-11-21T09:00:00Z',
};

export const examplePublicStats: PublicStatsResponse = {
  risk_addresses: {
    total: 15512,
    sources: [
      { source: 'ofac', addresses: 280 },
      { source: 'scamsniffer', addresses: 2530 },
      { source: 'forta-etherscan', addresses: 11870 },
      { source: 'mew-darklist', addresses: 693 },
      { source: 'etherscan-names', addresses: 139 },
    ],
  },
  analysis: { completed_7d: 1240, median_seconds_7d: 0.4 },
  monitoring: { monitored_addresses: 0 },
  generated_at: '2026-11-21T08:00:00Z',
};

export const exampleQueryStatus: QueryStatus = {
  query_hash: exampleQueryHash,
  status: 2,
  status_text: 'completed',
  create_at: '2026-11-21T08:00:00Z',
  update_at: '2026-11-21T08:00:04Z',
};

export const exampleQueryHistoryItem: QueryHistoryItem = {
  id: '01JD3M6B9Q8Z3X4W5V6T7S8R9P',
  address: exampleTronAddress,
  chain: 'tron',
  token: 'usdt',
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:04Z',
  start_time: '2026-05-01T00:00:00Z',
  end_time: null,
  risk_level: 3,
  status: 2,
  api_key_id: 0,
  cost_quota: 1,
  query_hash: exampleQueryHash,
};

export const exampleApiKey: ApiKey = {
  id: 12,
  user_id: '5f1d7e0a-4b4e-4c55-9a4e-1c8f1c2f9b10',
  name: 'prod-screening',
  description: 'Deposit screening for the exchange backend',
  key: 'wrk_a1********9QzT',
  key_prefix: 'wrk_a1',
  status: 1,
  permissions: ['read', 'write'],
  expires_at: 1798761600000,
  allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  last_used_at: '2026-11-21T09:30:12Z',
  disabled_reason: null,
};

export const exampleCreatedApiKey: CreateApiKeyResponse = {
  api_key: { ...exampleApiKey, key: 'wrk_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q9QzT', last_used_at: null },
};

/** One chain's calls only, so the chain's summary is the whole summary. */
const exampleUsageSummary: UsageStatsResponse['summary'] = {
  total_calls: '120',
  success_calls: '118',
  failed_calls: '2',
  total_cost: '131',
  avg_query_time_ms: '2840.5',
  success_rate: '0.9833',
};

export const exampleUsageStats: UsageStatsResponse = {
  summary: exampleUsageSummary,
  chains: [
    {
      chain: 'tron',
      summary: exampleUsageSummary,
      timeline: [
        {
          time: '2026-11-20T00:00:00Z',
          success_count: 70,
          failed_count: 1,
          cost: 77,
          avg_query_time_ms: 2710.2,
        },
        {
          time: '2026-11-21T00:00:00Z',
          success_count: 48,
          failed_count: 1,
          cost: 54,
          avg_query_time_ms: 3030.9,
        },
      ],
    },
  ],
  keys: [{ api_key_id: 12, total_calls: '120', p50_query_time_ms: 180, p95_query_time_ms: 900 }],
  time_range: { start_date: 1795132800000, end_date: 1795305599999, granularity: 'day' },
};

/**
 * Transaction detection on a busy address only with a minimum amount and a cap: the example
 * address is an exchange's hot wallet (see exampleAlertEstimate), where every transfer would be
 * an alert and a push of 3 credits.
 */
export const exampleMonitorConfigInput = {
  detection: {
    normal_transaction: true,
    known_risk: true as const,
    similar_address: true,
    normal_transaction_min_amount: '10000',
  },
  notification: {
    webhook: { enabled: true, urls: ['https://hooks.example.com/risk'] },
    email: { enabled: true, recipients: ['risk-team@example.com'] },
  },
  limits: { daily_alert_cap: 20 },
};

/** The same configuration as the server keeps it: the delivery settings the input left out filled in. */
export const exampleMonitorConfig: MonitorConfig = {
  ...exampleMonitorConfigInput,
  notification: {
    webhook: { ...exampleMonitorConfigInput.notification.webhook, format: 'json', timeout_seconds: 10 },
    email: { ...exampleMonitorConfigInput.notification.email, template: 'default' },
  },
};

/** What Transaction detection would cost on the example address, a busy exchange wallet. */
export const exampleAlertEstimate: MonitorAlertEstimate = {
  chain: 'ethereum',
  token: 'usdt',
  address: exampleEthereumAddress,
  days: 7,
  transfers_read: 1000,
  truncated: true,
  transfers_per_day: 1850.4,
  alerts_per_day: 212.6,
  min_amount: '10000',
  daily_alert_cap: 20,
  credits_per_day: 60,
  capped: true,
  simulated: false,
};

export const exampleAlertSummary: MonitorAlertSummary = {
  alerts: 12,
  credits_charged: 36,
  start_time: 1795132800,
  end_time: 1795176000,
};

export const exampleMonitoredAddress: MonitoredAddress = {
  id: '01JD3N2F4G5H6J7K8M9N0P1Q2R',
  address: exampleEthereumAddress,
  chain: 'ethereum',
  token: 'usdt',
  name: 'Treasury hot wallet',
  customer_ref: 'CUST-10042',
  status: 1,
  paused: false,
  paused_reason: null,
  paused_until: null,
  alerts_today: 4,
  daily_alert_cap: 50,
  config: null,
  created_at: '2026-11-21T08:10:00Z',
  updated_at: '2026-11-21T08:10:00Z',
};

export const exampleAlert: Alert = {
  id: 'al_3f0c9a1e5b7d2c4e6f8a0b1c2d3e4f50',
  monitoring_address_id: '01JD3N2F4G5H6J7K8M9N0P1Q2R',
  monitoring_address: exampleEthereumAddress,
  monitoring_address_name: 'Treasury hot wallet',
  customer_ref: 'CUST-10042',
  counterparty_address: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
  chain: 'ethereum',
  token: 'usdt',
  amount: '2500',
  tx_hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
  monitor_type: 'known_risk',
  monitor_types: ['known_risk', 'normal_transaction'],
  status: 'pending',
  details: {
    direction: 'in',
    description: 'Received 2500 USDT from an address labelled sanction',
    log_index: 0,
    risk_type: 'sanction',
    risk_level: 4,
    label_source: 'ofac',
  },
  notification_status: {
    email: { sent: true, sent_at: '2026-11-21T08:21:03Z', state: 'sent', attempts: 1 },
    webhook: { sent: false, sent_at: null, state: 'retrying', attempts: 2, error: 'HTTP 503' },
  },
  credits_charged: 3,
  created_at: '2026-11-21T08:21:00Z',
};
