import type { Language } from '../../../../shared/i18n/languages';
import { operationTexts } from './endpoint-text';

/**
 * Texts of the docs page's report, risk-policy, screening and usage
 * operations: their two sidebar groups, the entries' names and the translated summary,
 * description and parameters of each operation, and what the report's new fields mean
 * (report-fields.ts). The error statuses are the shared
 * `docs.error.*` texts of operation-messages.ts. messages.ts spreads them in.
 */

// Usage statistics and its CSV export take the same query parameters.
const enUsageRange = {
  start_date: 'Start of the range, epoch milliseconds',
  end_date: 'End of the range, epoch milliseconds',
  api_key_id: 'Only calls made with this key',
  chains: 'Comma-separated or repeated: bsc, eth, tron (default all)',
  granularity:
    'Timeline buckets; default hour for ranges up to 2 days, day beyond. hour is allowed for ranges up to 31 days',
  time_zone:
    'IANA zone whose local days the day buckets are (default UTC), e.g. Asia/Shanghai; hour buckets are hours whatever the zone',
};

const en: Record<string, string> = {
  'docs.group.reports': 'Reports and risk policy',
  'docs.group.screening': 'Screening and usage',
  'docs.section.recent-query': 'Recent report',
  'docs.section.get-risk-policy': 'Get risk policy',
  'docs.section.set-risk-policy': 'Set risk policy',
  'docs.section.screen-addresses': 'Screen addresses',
  'docs.section.api-usage-stats': 'Usage statistics',
  'docs.section.export-api-usage-stats': 'Export usage (CSV)',
  'docs.reportFields.title': 'Verdict and exposure fields',
  'docs.reportFields.assessment':
    'What your risk policy recommends for funds from this address: verdict (accept, review or reject), policy (the id and version applied) and deciding_findings. Absent on reports built before it existed.',
  'docs.reportFields.decidingFindings':
    'The rules that gave the verdict (empty for accept): rule, verdict, share_percent against threshold_percent, amount, and reason_indexes pointing into reasons.',
  'docs.reportFields.exposure':
    'Tainted volume, direct (the address and its counterparties) and indirect (a counterparty’s counterparty): amount, address_count, transfer_count and share_percent, the amount over the volume (in + out), percent.',
  'docs.reportFields.reasonExposure':
    'The address itself, a counterparty, a counterparty’s counterparty, or a lookalike: self, direct, indirect or lookalike.',
  'docs.reportFields.reasonDirection':
    'Whether the tainted money came in, went out, or both (absent for the address itself).',
  'docs.reportFields.reasonHops':
    '0 the address itself, 1 a counterparty (direct or lookalike), 2 a counterparty’s counterparty.',
  'docs.reportFields.reasonLabel':
    'The list or entity behind the label: address, source, source_date and name; absent for a lookalike (our own detection).',
  'docs.reportFields.counterpartyLabel':
    'Present when the label database knows the counterparty: its category or name, source and source_date.',
  'docs.reportFields.indirectCategory':
    'Gravest risk category reached through this counterparty (an indirect finding).',
  ...operationTexts({
    getRecentQuery: {
      summary: 'The caller’s latest completed report of an address',
      description:
        'Lets a client offer a recent report instead of paying for a new analysis, and shows what a new one would cost (from the transfer count of the recent one). With an API key (public API): needs the read permission.',
      parameters: {
        chain: 'Chain: tron, ethereum or bsc',
        token: 'Token: usdt',
        address: 'Wallet address: for tron T + 33 base58 characters, otherwise 0x + 40 hex characters',
      },
    },
    getRiskPolicy: {
      summary: 'The caller’s risk policy',
      description:
        'The thresholds that turn a report’s findings into a verdict (accept, review, reject). A user who never saved one gets the built-in default; default_policy is always the built-in one. With an API key (public API): needs the read permission.',
      parameters: {},
    },
    setRiskPolicy: {
      summary: 'Save the caller’s risk policy',
      description:
        'Stores the thresholds as a new version of the caller’s policy ("custom"); reports created afterwards use it and name the version. With expected_version, a policy changed meanwhile answers 409. With an API key (public API): needs the admin permission.',
      parameters: {
        thresholds:
          'Tiers: sanction; severe = blocked, thefts, attack, money_laundering; high = fraudulent, black_industry, high_risk; medium = gamble',
        expected_version:
          'The version this change is based on (0: none saved yet); a different current version answers 409, so two editors cannot overwrite each other',
      },
    },
    screenAddresses: {
      summary: 'Screen up to 1,000 addresses against the label database',
      description:
        'Answers at once, without fetching transfers: each address’s labels (category, name, source, listing date) and the risk level a direct dealing with it would give. Costs 1 credit per started 1,000 addresses (403 insufficient_credits without it); idempotency_key makes a retry free. With an API key (public API): needs the write permission.',
      parameters: {
        addresses: '1 to 1000 addresses, any supported chain',
        idempotency_key:
          'Optional: a retried call with the same key within the same user is charged once (the answer is computed again)',
      },
    },
    getApiUsageStats: {
      summary: 'API usage statistics',
      description:
        'Calls made with your API keys: failures, credits and response times in [start_date, end_date] (epoch ms), per chain, per hour for ranges up to 2 days and per day beyond (granularity overrides; days are those of time_zone, default UTC), and p50/p95 response times per key. Only your own figures. With an API key (public API): needs the read permission.',
      parameters: enUsageRange,
    },
    exportApiUsageStats: {
      summary: 'API usage timeline as CSV',
      description:
        'Same parameters as GET /v1/api-usage/stats; answers text/csv with the columns time, chain, calls, success_calls, failed_calls, credits, avg_query_time_ms, one row per chain and bucket that had calls. With an API key (public API): needs the read permission.',
      parameters: enUsageRange,
    },
  }),
};

const cnUsageRange = {
  start_date: '时间范围起点，Unix 时间戳（毫秒）',
  end_date: '时间范围终点，Unix 时间戳（毫秒）',
  api_key_id: '只统计使用该密钥发起的调用',
  chains: '以逗号分隔或重复传入：bsc、eth、tron（默认全部）',
  granularity: '时间轴粒度；范围不超过 2 天时默认按小时，超过则按天。范围不超过 31 天时可选 hour',
  time_zone: '按日分段时采用的 IANA 时区（默认 UTC），如 Asia/Shanghai；按小时分段不受时区影响',
};

const zhCN: Record<string, string> = {
  'docs.group.reports': '报告与风险策略',
  'docs.group.screening': '筛查与用量',
  'docs.section.recent-query': '最近的报告',
  'docs.section.get-risk-policy': '获取风险策略',
  'docs.section.set-risk-policy': '设置风险策略',
  'docs.section.screen-addresses': '批量筛查地址',
  'docs.section.api-usage-stats': '用量统计',
  'docs.section.export-api-usage-stats': '导出用量（CSV）',
  'docs.reportFields.title': '结论与敞口字段',
  'docs.reportFields.assessment':
    '您的风险策略对来自该地址的资金给出的建议：verdict（accept 接受、review 复核或 reject 拒绝）、policy（所用策略的 id 与版本）以及 deciding_findings。该字段出现之前生成的报告中没有此项。',
  'docs.reportFields.decidingFindings':
    '得出该结论的规则（结论为 accept 时为空）：rule、verdict、share_percent 与 threshold_percent 的对比、amount，以及指向 reasons 的 reason_indexes。',
  'docs.reportFields.exposure':
    '涉险交易额，分为直接（地址本身及其交易对手）与间接（交易对手的交易对手）：amount、address_count、transfer_count，以及 share_percent，即该金额占交易额（流入 + 流出）的百分比。',
  'docs.reportFields.reasonExposure':
    '地址本身、交易对手、交易对手的交易对手或相似地址：self、direct、indirect 或 lookalike。',
  'docs.reportFields.reasonDirection': '涉险资金是流入、流出还是双向（地址本身的发现无此项）。',
  'docs.reportFields.reasonHops': '0 为地址本身，1 为交易对手（直接或相似地址），2 为交易对手的交易对手。',
  'docs.reportFields.reasonLabel':
    '标签背后的名单或实体：address、source、source_date 与 name；相似地址（我们自己的检测）无此项。',
  'docs.reportFields.counterpartyLabel':
    '标签库中有该交易对手时出现：其 category 或 name、source 与 source_date。',
  'docs.reportFields.indirectCategory': '经由该交易对手触及的最严重风险类别（间接发现）。',
  ...operationTexts({
    getRecentQuery: {
      summary: '当前账户对该地址最近一份已完成的报告',
      description:
        '客户端可据此提供最近的报告，而不必为新的分析付费，并显示新分析的费用（按最近一份报告的转账笔数估算）。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: {
        chain: '链：tron、ethereum 或 bsc',
        token: '代币：usdt',
        address: '钱包地址：tron 为 T 开头加 33 位 base58 字符，其他链为 0x 开头加 40 位十六进制字符',
      },
    },
    getRiskPolicy: {
      summary: '当前账户的风险策略',
      description:
        '将报告中的发现转换为结论（接受、复核、拒绝）的阈值。从未保存过策略的用户使用内置默认策略；default_policy 始终为内置策略。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: {},
    },
    setRiskPolicy: {
      summary: '保存当前账户的风险策略',
      description:
        '将阈值保存为当前账户策略的新版本（"custom"）；此后创建的报告使用该策略并注明其版本。传入 expected_version 时，若策略在此期间已被修改，返回 409。使用 API 密钥（公开 API）时需要 admin 权限。',
      parameters: {
        thresholds:
          '层级：sanction；severe = blocked、thefts、attack、money_laundering；high = fraudulent、black_industry、high_risk；medium = gamble',
        expected_version: '本次修改所基于的版本（0：尚未保存过）；当前版本不同时返回 409，避免两人互相覆盖',
      },
    },
    screenAddresses: {
      summary: '按标签库筛查最多 1,000 个地址',
      description:
        '立即返回，无需拉取转账：每个地址的标签（类别、名称、来源、收录日期），以及与其直接往来会得到的风险等级。每开始 1,000 个地址扣除 1 积分（积分不足时返回 403 insufficient_credits）；使用 idempotency_key 重试不再扣费。使用 API 密钥（公开 API）时需要 write 权限。',
      parameters: {
        addresses: '1 到 1000 个地址，可为任一支持的链',
        idempotency_key: '可选：同一用户使用相同 key 重试的调用只扣费一次（结果会重新计算）',
      },
    },
    getApiUsageStats: {
      summary: 'API 用量统计',
      description:
        '使用您的 API 密钥发起的调用：[start_date, end_date]（Unix 毫秒）内的失败次数、积分与响应时间，按链统计；范围不超过 2 天时按小时、超过则按天（可用 granularity 指定；按日分段采用 time_zone，默认 UTC），并给出每个密钥的 p50/p95 响应时间。只包含您自己的数据。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: cnUsageRange,
    },
    exportApiUsageStats: {
      summary: '以 CSV 导出 API 用量时间轴',
      description:
        '参数与 GET /v1/api-usage/stats 相同；返回 text/csv，列为 time、chain、calls、success_calls、failed_calls、credits、avg_query_time_ms，每个有调用的链和时间段一行。使用 API 密钥（公开 API）时需要 read 权限。',
      parameters: cnUsageRange,
    },
  }),
};

const twUsageRange = {
  start_date: '時間範圍起點，Unix 時間戳（毫秒）',
  end_date: '時間範圍終點，Unix 時間戳（毫秒）',
  api_key_id: '只統計使用此金鑰發起的呼叫',
  chains: '以逗號分隔或重複傳入：bsc、eth、tron（預設全部）',
  granularity: '時間軸粒度；範圍不超過 2 天時預設按小時，超過則按天。範圍不超過 31 天時可選 hour',
  time_zone: '按日分段時採用的 IANA 時區（預設 UTC），如 Asia/Taipei；按小時分段不受時區影響',
};

const zhTW: Record<string, string> = {
  'docs.group.reports': '報告與風險策略',
  'docs.group.screening': '篩查與用量',
  'docs.section.recent-query': '最近的報告',
  'docs.section.get-risk-policy': '取得風險策略',
  'docs.section.set-risk-policy': '設定風險策略',
  'docs.section.screen-addresses': '批次篩查地址',
  'docs.section.api-usage-stats': '用量統計',
  'docs.section.export-api-usage-stats': '匯出用量（CSV）',
  'docs.reportFields.title': '結論與曝險欄位',
  'docs.reportFields.assessment':
    '您的風險策略對來自此地址的資金給出的建議：verdict（accept 接受、review 複核或 reject 拒絕）、policy（所用策略的 id 與版本）以及 deciding_findings。此欄位出現之前產生的報告中沒有此項。',
  'docs.reportFields.decidingFindings':
    '得出此結論的規則（結論為 accept 時為空）：rule、verdict、share_percent 與 threshold_percent 的對照、amount，以及指向 reasons 的 reason_indexes。',
  'docs.reportFields.exposure':
    '涉險交易額，分為直接（地址本身及其交易對手）與間接（交易對手的交易對手）：amount、address_count、transfer_count，以及 share_percent，即此金額占交易額（流入 + 流出）的百分比。',
  'docs.reportFields.reasonExposure':
    '地址本身、交易對手、交易對手的交易對手或相似地址：self、direct、indirect 或 lookalike。',
  'docs.reportFields.reasonDirection': '涉險資金是流入、流出還是雙向（地址本身的發現無此項）。',
  'docs.reportFields.reasonHops': '0 為地址本身，1 為交易對手（直接或相似地址），2 為交易對手的交易對手。',
  'docs.reportFields.reasonLabel':
    '標籤背後的名單或實體：address、source、source_date 與 name；相似地址（我們自己的偵測）無此項。',
  'docs.reportFields.counterpartyLabel':
    '標籤庫中有此交易對手時出現：其 category 或 name、source 與 source_date。',
  'docs.reportFields.indirectCategory': '經由此交易對手觸及的最嚴重風險類別（間接發現）。',
  ...operationTexts({
    getRecentQuery: {
      summary: '目前帳戶對此地址最近一份已完成的報告',
      description:
        '用戶端可據此提供最近的報告，而不必為新的分析付費，並顯示新分析的費用（依最近一份報告的轉帳筆數估算）。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: {
        chain: '鏈：tron、ethereum 或 bsc',
        token: '代幣：usdt',
        address: '錢包地址：tron 為 T 開頭加 33 個 base58 字元，其他鏈為 0x 開頭加 40 個十六進位字元',
      },
    },
    getRiskPolicy: {
      summary: '目前帳戶的風險策略',
      description:
        '將報告中的發現轉換為結論（接受、複核、拒絕）的門檻。從未儲存過策略的使用者使用內建預設策略；default_policy 一律為內建策略。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: {},
    },
    setRiskPolicy: {
      summary: '儲存目前帳戶的風險策略',
      description:
        '將門檻儲存為目前帳戶策略的新版本（"custom"）；此後建立的報告使用此策略並註明其版本。傳入 expected_version 時，若策略在此期間已被修改，回傳 409。使用 API 金鑰（公開 API）時需要 admin 權限。',
      parameters: {
        thresholds:
          '層級：sanction；severe = blocked、thefts、attack、money_laundering；high = fraudulent、black_industry、high_risk；medium = gamble',
        expected_version: '本次修改所依據的版本（0：尚未儲存過）；目前版本不同時回傳 409，避免兩人互相覆寫',
      },
    },
    screenAddresses: {
      summary: '依標籤庫篩查最多 1,000 個地址',
      description:
        '立即回傳，無需擷取轉帳：每個地址的標籤（類別、名稱、來源、收錄日期），以及與其直接往來會得到的風險等級。每開始 1,000 個地址扣除 1 點數（點數不足時回傳 403 insufficient_credits）；使用 idempotency_key 重試不再扣點。使用 API 金鑰（公開 API）時需要 write 權限。',
      parameters: {
        addresses: '1 到 1000 個地址，可為任一支援的鏈',
        idempotency_key: '選填：同一使用者以相同 key 重試的呼叫只扣點一次（結果會重新計算）',
      },
    },
    getApiUsageStats: {
      summary: 'API 用量統計',
      description:
        '使用您的 API 金鑰發起的呼叫：[start_date, end_date]（Unix 毫秒）內的失敗次數、點數與回應時間，依鏈統計；範圍不超過 2 天時按小時、超過則按天（可用 granularity 指定；按日分段採用 time_zone，預設 UTC），並提供每把金鑰的 p50/p95 回應時間。只包含您自己的資料。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: twUsageRange,
    },
    exportApiUsageStats: {
      summary: '以 CSV 匯出 API 用量時間軸',
      description:
        '參數與 GET /v1/api-usage/stats 相同；回傳 text/csv，欄位為 time、chain、calls、success_calls、failed_calls、credits、avg_query_time_ms，每個有呼叫的鏈與時段一列。使用 API 金鑰（公開 API）時需要 read 權限。',
      parameters: twUsageRange,
    },
  }),
};

export const reportUsageDocsMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};
