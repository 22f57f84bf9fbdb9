import type { Language } from '../../../../shared/i18n/languages';
import {
  errorDescriptionId,
  operationDescriptionId,
  operationSummaryId,
  parameterDescriptionId,
} from './endpoint-text';

/**
 * The translated texts of docs/openapi.json for the documented operations (endpoint-text.ts):
 * summary, description, the description of every parameter the page shows, and the error
 * statuses. en-US keeps the document's wording. Kept as tables so a shared field (chain, page…)
 * is written once per language; operation-messages.test.ts checks them against the document.
 */
interface OperationText {
  readonly summary: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, string>>;
}

interface DocumentText {
  readonly operations: Readonly<Record<string, OperationText>>;
  readonly errors: Readonly<Record<string, string>>;
}

function toMessages({ operations, errors }: DocumentText): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [operationId, text] of Object.entries(operations)) {
    messages[operationSummaryId(operationId)] = text.summary;
    messages[operationDescriptionId(operationId)] = text.description;
    for (const [name, description] of Object.entries(text.parameters))
      messages[parameterDescriptionId(operationId, name)] = description;
  }
  for (const [status, description] of Object.entries(errors))
    messages[errorDescriptionId(status)] = description;
  return messages;
}

const enAddressKey = {
  address: 'Wallet address: for tron T + 33 base58 characters, otherwise 0x + 40 hex characters',
  chain: 'Chain: tron, ethereum or bsc',
  token: 'Token: usdt',
};
const enPaging = {
  page: 'Page number, from 1',
  page_size: 'Records per page, 1-100',
  cursor: 'next_cursor of the previous answer: reads the page after it, at the cost of that page alone',
};
const enQueryWait = {
  hash: 'The query identifier returned by query/create',
  wait_ms: 'Wait up to this many ms (0-3000) for the query to complete or fail before answering (optional)',
};
const enNaming = {
  name: 'The address’s name (at most 80 characters); "" or null clears it, left out it stays',
  customer_ref:
    'Your customer reference for it (at most 64 characters); "" or null clears it, left out it stays',
};
const enMatched = 'The address is matched by address (ignoring case), chain and token.';

const en: DocumentText = {
  operations: {
    createQuery: {
      summary: 'Start a risk analysis',
      description:
        'Queues an analysis of the address and answers its query_hash. Billed 1 credit per 1000 transfers analysed, minimum 1. Ask GET /v1/query/estimate first and send its credits.max as max_credits: the analysis never costs more. Without limit and max_credits, an address whose known history your balance cannot pay for in full answers 409 confirm_cost with the estimate in error.data.estimate, and nothing is charged: send a limit (affordable_limit analyses the newest transfers your balance pays for) or max_credits. Poll every 2 to 5 seconds until status is 2 (completed) or 3 (failed); expect 1 to 60 seconds.',
      parameters: {
        chain: enAddressKey.chain,
        token: enAddressKey.token,
        address: enAddressKey.address,
        start_at: 'Start of the range, epoch seconds (optional)',
        end_at: 'End of the range, epoch seconds (optional, not before start_at)',
        limit: 'Most transfers to analyse, 1-100000 (optional: all)',
        max_credits:
          'Most credits the analysis may cost (optional): it fetches at most max_credits × 1000 transfers, the newest',
      },
    },
    getQueryStatus: {
      summary: 'Status of a query',
      description:
        'Poll every 2 to 5 seconds until status is 2 (completed) or 3 (failed); expect 1 to 60 seconds. With wait_ms (up to 3000) the answer waits until the query completes or fails, or that many ms pass.',
      parameters: enQueryWait,
    },
    getQueryResult: {
      summary: 'The risk report of a completed query',
      description:
        'Answers 404 until the query is completed (status 2). With wait_ms (up to 3000) a query still running is waited for, as with the status, so one call can bring the report; a query that failed, or still runs when the time is up, answers 404.',
      parameters: enQueryWait,
    },
    listQueryHistories: {
      summary: 'The caller’s query history',
      description:
        'Newest first. offset is the page number from 1 (0 reads as 1); limit the page size (max 100).',
      parameters: {
        limit: 'Page size, 1-100',
        offset: 'Page number from 1 (0 is read as 1)',
        address: 'Only queries of this address, or of every address starting with this text',
        cursor: 'next_cursor of the previous answer: reads the page after it, at the cost of that page alone',
      },
    },
    addMonitorAddress: {
      summary: 'Monitor an address',
      description: `Beyond the plan’s free allowance an address costs 20 credits. Each alert it raises is pushed for 3 credits, at most limits.daily_alert_cap a UTC day (50 by default). Before turning Transaction detection (normal_transaction) on for an address, GET /v1/monitor/address/estimate says how many transfers it makes a day and what they would cost; on a busy address set detection.normal_transaction_min_amount. An address already monitored (same address ignoring case, chain and token) answers 400 unless override is true, which replaces its config. query_once also runs one risk query.`,
      parameters: {
        ...enAddressKey,
        config: 'This address’s own configuration; omit or null to use the global one',
        query_once: 'Also run one risk query now (costs credits like any query)',
        override: 'If the address is already monitored, update its config instead of answering 400',
        ...enNaming,
      },
    },
    removeMonitorAddress: {
      summary: 'Stop monitoring an address',
      description: enMatched,
      parameters: enAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: 'Enable or disable monitoring of an address',
      description: enMatched,
      parameters: { ...enAddressKey, status: '1 enable, 0 disable' },
    },
    updateMonitorConfig: {
      summary: 'Set one address’s configuration',
      description: `config null returns the address to the global configuration. Known-risk detection is always on.`,
      parameters: {
        address_id: 'The monitored address’s id, as answered by address/add and address/list',
        config: 'The address’s configuration; null: use the global configuration',
        ...enNaming,
      },
    },
    listMonitorAddresses: {
      summary: 'The caller’s monitored addresses',
      description: `page from 1; page_size 1-100, default 20.`,
      parameters: {
        chain: enAddressKey.chain,
        token: enAddressKey.token,
        status: 'Only addresses in this status',
        ...enPaging,
      },
    },
    listMonitorAlerts: {
      summary: 'The caller’s alerts',
      description: `Newest first. One transfer is one alert: monitor_type is the gravest type it matched, monitor_types all of them, and monitor_type= finds an alert by any of its types. page from 1; page_size 1-100, default 20.`,
      parameters: {
        monitor_type: 'Alerts that matched this type, whether it leads (monitor_type) or not (monitor_types)',
        status: 'Only alerts in this handling status',
        start_time: 'Alerts from, epoch seconds',
        end_time: 'Alerts until, epoch seconds',
        ...enPaging,
      },
    },
    estimateMonitorAlerts: {
      summary: 'Estimate what Transaction detection costs on an address',
      description: `Reads the address’s last 7 days of USDT transfers (at most 1,000, the newest: a busier address is measured over the time they span) and answers its transfers a day, the alerts a day Transaction detection would raise (zero-value transfers and those below the minimum amount raise none) and the push credits a day (3 an alert, at most the daily cap). The minimum and the cap are the address’s own configuration’s if it has one, else the global one’s. Known-risk and similar-address alerts come on top, usually a few. Free.`,
      parameters: {
        ...enAddressKey,
        min_amount: 'Estimate with this minimum amount (USDT; 0: none) instead of the configuration’s',
        daily_alert_cap: 'Estimate with this cap instead of the configuration’s',
      },
    },
    getMonitorAlertSummary: {
      summary: 'Alerts and push credits of a period',
      description: `How many alerts were raised from start_time to end_time (default now) and the credits charged for their pushes: today's figures with start_time at today's midnight in your time zone.`,
      parameters: { start_time: 'From, epoch seconds', end_time: 'Until, epoch seconds; default now' },
    },
    getDefaultMonitorConfig: {
      summary: 'The caller’s global monitoring configuration',
      description: `A user who never saved one gets the default: known_risk on, other detections off, webhook off, e-mail on with no recipients, at most 50 alerts per address a UTC day.`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: 'Save the caller’s global monitoring configuration',
      description: `Parts left out take their defaults; detection_rules is accepted for detection; known_risk is always on. detection.normal_transaction_min_amount (USDT) keeps Transaction detection to transfers of at least that much; limits.daily_alert_cap (1-10,000, default 50) caps each address’s alerts, and so its push credits, per UTC day.`,
      parameters: { config: 'A configuration object (or the same as JSON text); null: the global one' },
    },
  },
  errors: {
    '400':
      'Invalid parameters; the error’s field names the offending input. A query parameter the call does not take answers unknown_parameter: none is ignored',
    '401': 'Missing, invalid or expired credentials',
    '403': 'The plan or the key does not allow this',
    '404': 'No such resource, or the call is not available yet',
    '415': 'The body is not sent as JSON: send Content-Type: application/json (unsupported_media_type)',
    '429': 'Rate limit or cooldown; try again later',
    '409':
      'Not applied as it stands: changed meanwhile (reload and apply your change again), or confirm_cost (confirm the cost with max_credits, or set a limit)',
    '422':
      'The Idempotency-Key was used in the last 24 hours with a different request (idempotency_key_reused)',
    '500': 'An unexpected error on our side; try again later',
    '502': 'The console’s edge could not reach the API (the public API answers a failed call as 500); retry',
    '503':
      'Temporarily unavailable: a chain data source is down (service_unavailable), or your plan is being updated by other requests (plan_busy: retry after the time in Retry-After)',
    '504':
      'No answer in time (API Gateway waits 29 s). A charging call that timed out may have run: retry it with the same Idempotency-Key',
  },
};

const cnAddressKey = {
  address: '钱包地址：tron 为 T 开头加 33 位 base58 字符，其他链为 0x 开头加 40 位十六进制字符',
  chain: '链：tron、ethereum 或 bsc',
  token: '代币：usdt',
};
const cnPaging = {
  page: '页码，从 1 开始',
  page_size: '每页条数，1-100',
  cursor: '上一次响应中的 next_cursor：读取其后一页，只消耗该页的读取成本',
};
const cnQueryWait = {
  hash: 'query/create 返回的查询标识',
  wait_ms: '最多等待的毫秒数（0-3000），查询完成或失败即返回（可选）',
};
const cnNaming = {
  name: '地址名称（最多 80 个字符）；"" 或 null 清除，不传则保持不变',
  customer_ref: '该地址的客户编号（最多 64 个字符）；"" 或 null 清除，不传则保持不变',
};
const cnMatched = '按地址（不区分大小写）、链和代币匹配该地址。';

const zhCN: DocumentText = {
  operations: {
    createQuery: {
      summary: '发起风险分析',
      description:
        '将该地址加入分析队列，并返回其 query_hash。每分析 1000 笔转账扣除 1 积分，最少 1 积分。请先调用 GET /v1/query/estimate，并将其 credits.max 作为 max_credits 发送：分析的花费绝不会超过它。未设置 limit 和 max_credits 时，若已知该地址的历史（早先的报告或链上数据源的计数）超出余额可支付的范围，将返回 409 confirm_cost，error.data.estimate 中附带预估，且不扣除任何积分：请设置 limit（affordable_limit 为余额可支付的最新转账笔数）或 max_credits。请每 2 到 5 秒轮询一次，直到 status 为 2（已完成）或 3（失败），通常需要 1 到 60 秒。',
      parameters: {
        chain: cnAddressKey.chain,
        token: cnAddressKey.token,
        address: cnAddressKey.address,
        start_at: '时间范围起点，Unix 时间戳（秒，可选）',
        end_at: '时间范围终点，Unix 时间戳（秒，可选，不得早于 start_at）',
        limit: '最多分析的转账笔数，1-100000（可选，默认全部）',
        max_credits: '本次分析最多花费的积分（可选）：最多拉取 max_credits × 1000 笔最新转账',
      },
    },
    getQueryStatus: {
      summary: '查询的处理状态',
      description:
        '请每 2 到 5 秒轮询一次，直到 status 为 2（已完成）或 3（失败），通常需要 1 到 60 秒。带 wait_ms（最多 3000）时，响应会等到查询完成或失败，或等满该毫秒数。',
      parameters: cnQueryWait,
    },
    getQueryResult: {
      summary: '已完成查询的风险报告',
      description:
        '查询完成（status 为 2）之前，此接口返回 404。带 wait_ms（最多 3000）时，与状态接口一样会等待仍在进行的查询，一次调用即可取得报告；查询失败或等满仍未完成时返回 404。',
      parameters: cnQueryWait,
    },
    listQueryHistories: {
      summary: '当前账户的查询历史',
      description: '按时间倒序排列。offset 为页码，从 1 开始（0 视为 1）；limit 为每页条数（最多 100）。',
      parameters: {
        limit: '每页条数，1-100',
        offset: '页码，从 1 开始（0 视为 1）',
        address: '只返回该地址的查询，或以此文本开头的所有地址的查询',
        cursor: '上一次响应中的 next_cursor：读取其后一页，只消耗该页的读取成本',
      },
    },
    addMonitorAddress: {
      summary: '开始监控一个地址',
      description: `超出套餐的免费额度后，每个地址扣除 20 积分。地址产生的每条告警推送一次扣 3 积分，每个 UTC 日最多 limits.daily_alert_cap 条（默认 50）。为地址开启普通交易检测（normal_transaction）前，可用 GET /v1/monitor/address/estimate 查看它每天的转账笔数和对应费用；繁忙地址请设置 detection.normal_transaction_min_amount。已在监控中的地址（地址不区分大小写，且链和代币相同）返回 400；若 override 为 true，则改为替换其配置。query_once 会同时执行一次风险查询。`,
      parameters: {
        ...cnAddressKey,
        config: '该地址的专属配置；省略或传 null 时使用全局配置',
        query_once: '同时立即执行一次风险查询（与普通查询一样消耗积分）',
        override: '地址已在监控中时，更新其配置，而不是返回 400',
        ...cnNaming,
      },
    },
    removeMonitorAddress: {
      summary: '停止监控地址',
      description: cnMatched,
      parameters: cnAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: '启用或停用地址监控',
      description: cnMatched,
      parameters: { ...cnAddressKey, status: '1 为启用，0 为停用' },
    },
    updateMonitorConfig: {
      summary: '设置单个地址的监控配置',
      description: `config 为 null 时，该地址恢复使用全局配置。已知风险检测始终开启。`,
      parameters: {
        address_id: '监控地址的 ID，即 address/add 和 address/list 返回的 id',
        config: '该地址的监控配置；传 null 时使用全局配置',
        ...cnNaming,
      },
    },
    listMonitorAddresses: {
      summary: '当前账户的监控地址',
      description: `page 从 1 开始；page_size 为 1-100，默认 20。`,
      parameters: {
        chain: cnAddressKey.chain,
        token: cnAddressKey.token,
        status: '只返回处于该状态的地址',
        ...cnPaging,
      },
    },
    listMonitorAlerts: {
      summary: '当前账户的告警',
      description: `按时间倒序排列。一笔转账只产生一条告警：monitor_type 为其命中的最严重类型，monitor_types 为命中的全部类型，按 monitor_type 筛选时命中任一类型的告警都会返回。page 从 1 开始；page_size 为 1-100，默认 20。`,
      parameters: {
        monitor_type: '命中该类型的告警，无论它是主类型（monitor_type）还是附带类型（monitor_types）',
        status: '只返回处于该处理状态的告警',
        start_time: '告警起始时间，Unix 时间戳（秒）',
        end_time: '告警截止时间，Unix 时间戳（秒）',
        ...cnPaging,
      },
    },
    estimateMonitorAlerts: {
      summary: '预估地址开启普通交易检测的费用',
      description: `读取该地址最近 7 天的 USDT 转账（最多 1,000 笔，取最新的；更繁忙的地址按这些转账覆盖的时间计算），返回每天的转账笔数、开启普通交易检测后每天会产生的告警数（零金额转账和低于最低金额的转账不产生告警），以及每天的推送积分（每条告警 3 积分，不超过每日上限）。最低金额和上限取该地址的专属配置，没有则取全局配置。已知风险和相似地址告警另计，通常很少。免费。`,
      parameters: {
        ...cnAddressKey,
        min_amount: '以此最低金额（USDT；0 表示不设）代替配置中的值进行估算',
        daily_alert_cap: '以此每日上限代替配置中的值进行估算',
      },
    },
    getMonitorAlertSummary: {
      summary: '某段时间的告警数和推送积分',
      description: `从 start_time 到 end_time（默认为现在）产生的告警数，以及为其推送扣除的积分：start_time 取您所在时区今天 0 点即为今日数据。`,
      parameters: {
        start_time: '起始时间，Unix 时间戳（秒）',
        end_time: '截止时间，Unix 时间戳（秒）；默认为现在',
      },
    },
    getDefaultMonitorConfig: {
      summary: '当前账户的全局监控配置',
      description: `从未保存过配置的用户获得默认配置：known_risk 开启，其他检测关闭，Webhook 关闭，邮件通知开启但没有收件人，每个地址每个 UTC 日最多 50 条告警。`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: '保存当前账户的全局监控配置',
      description: `省略的部分取默认值；detection_rules 可代替 detection 使用；known_risk 始终开启。detection.normal_transaction_min_amount（USDT）使普通交易检测只针对不低于该金额的转账；limits.daily_alert_cap（1-10,000，默认 50）限制每个地址每个 UTC 日的告警数，从而限制其推送积分。`,
      parameters: { config: '配置对象（也可以是内容相同的 JSON 字符串）；传 null 时使用全局配置' },
    },
  },
  errors: {
    '400':
      '参数无效，错误信息中的 field 指出出错的输入项；接口不接受的查询参数返回 unknown_parameter，不会被忽略',
    '401': '凭证缺失、无效或已过期',
    '403': '当前套餐或 API 密钥不允许此操作',
    '404': '资源不存在，或该接口尚未开放',
    '415': '请求体未以 JSON 发送：请带上 Content-Type: application/json（unsupported_media_type）',
    '429': '触发频率限制或冷却期，请稍后重试',
    '409':
      '未能按原样执行：已被他人修改（请重新加载后再保存），或 confirm_cost（请用 max_credits 确认费用，或设置 limit）',
    '422': '该 Idempotency-Key 在 24 小时内已用于另一个请求（idempotency_key_reused）',
    '500': '服务器发生意外错误，请稍后重试',
    '502': '控制台入口无法连接 API（公共 API 在调用失败时返回 500）；请重试',
    '503':
      '暂时不可用：链上数据源不可用（service_unavailable），或您的套餐正被其他请求更新（plan_busy：请在 Retry-After 所示时间后重试）',
    '504':
      '未能及时应答（API Gateway 最多等待 29 秒）。超时的扣费调用可能已执行：请使用同一个 Idempotency-Key 重试',
  },
};

const twAddressKey = {
  address: '錢包地址：tron 為 T 開頭加 33 個 base58 字元，其他鏈為 0x 開頭加 40 個十六進位字元',
  chain: '鏈：tron、ethereum 或 bsc',
  token: '代幣：usdt',
};
const twPaging = {
  page: '頁碼，從 1 開始',
  page_size: '每頁筆數，1-100',
  cursor: '上一次回應中的 next_cursor：讀取其後一頁，只消耗該頁的讀取成本',
};
const twQueryWait = {
  hash: 'query/create 回傳的查詢識別碼',
  wait_ms: '最多等待的毫秒數（0-3000），查詢完成或失敗即返回（可選）',
};
const twNaming = {
  name: '地址名稱（最多 80 個字元）；"" 或 null 清除，不傳則維持不變',
  customer_ref: '此地址的客戶編號（最多 64 個字元）；"" 或 null 清除，不傳則維持不變',
};
const twMatched = '依位址（不區分大小寫）、鏈和代幣比對該位址。';

const zhTW: DocumentText = {
  operations: {
    createQuery: {
      summary: '發起風險分析',
      description:
        '將該地址加入分析佇列，並回傳其 query_hash。每分析 1000 筆轉帳扣除 1 點數，最少 1 點數。請先呼叫 GET /v1/query/estimate，並將其 credits.max 作為 max_credits 傳送：分析的花費絕不會超過它。未設定 limit 和 max_credits 時，若已知此地址的歷史（先前的報告或鏈上資料來源的計數）超出餘額可支付的範圍，將回傳 409 confirm_cost，error.data.estimate 中附帶預估，且不扣除任何點數：請設定 limit（affordable_limit 為餘額可支付的最新轉帳筆數）或 max_credits。請每 2 到 5 秒輪詢一次，直到 status 為 2（已完成）或 3（失敗），通常需要 1 到 60 秒。',
      parameters: {
        chain: twAddressKey.chain,
        token: twAddressKey.token,
        address: twAddressKey.address,
        start_at: '時間範圍起點，Unix 時間戳記（秒，選填）',
        end_at: '時間範圍終點，Unix 時間戳記（秒，選填，不得早於 start_at）',
        limit: '最多分析的轉帳筆數，1-100000（選填，預設為全部）',
        max_credits: '本次分析最多花費的點數（選填）：最多擷取 max_credits × 1000 筆最新轉帳',
      },
    },
    getQueryStatus: {
      summary: '查詢的處理狀態',
      description:
        '請每 2 到 5 秒輪詢一次，直到 status 為 2（已完成）或 3（失敗），通常需要 1 到 60 秒。帶 wait_ms（最多 3000）時，回應會等到查詢完成或失敗，或等滿該毫秒數。',
      parameters: twQueryWait,
    },
    getQueryResult: {
      summary: '已完成查詢的風險報告',
      description:
        '查詢完成（status 為 2）之前，此介面回傳 404。帶 wait_ms（最多 3000）時，與狀態介面一樣會等待仍在進行的查詢，一次呼叫即可取得報告；查詢失敗或等滿仍未完成時回傳 404。',
      parameters: twQueryWait,
    },
    listQueryHistories: {
      summary: '目前帳戶的查詢紀錄',
      description: '依時間由新到舊排列。offset 為頁碼，從 1 開始（0 視為 1）；limit 為每頁筆數（最多 100）。',
      parameters: {
        limit: '每頁筆數，1-100',
        offset: '頁碼，從 1 開始（0 視為 1）',
        address: '只回傳該地址的查詢，或以此文字開頭的所有地址的查詢',
        cursor: '上一次回應中的 next_cursor：讀取其後一頁，只消耗該頁的讀取成本',
      },
    },
    addMonitorAddress: {
      summary: '開始監控一個地址',
      description: `超出方案的免費額度後，每個地址扣除 20 點數。地址產生的每則警示推播一次扣 3 點數，每個 UTC 日最多 limits.daily_alert_cap 則（預設 50）。為地址開啟一般交易偵測（normal_transaction）前，可用 GET /v1/monitor/address/estimate 查看它每天的轉帳筆數與對應費用；繁忙地址請設定 detection.normal_transaction_min_amount。已在監控中的地址（地址不分大小寫，且鏈與代幣相同）回傳 400；若 override 為 true，則改為取代其設定。query_once 會同時執行一次風險查詢。`,
      parameters: {
        ...twAddressKey,
        config: '該地址的專屬設定；省略或傳入 null 時使用全域設定',
        query_once: '同時立即執行一次風險查詢（與一般查詢一樣會消耗點數）',
        override: '地址已在監控中時，更新其設定，而非回傳 400',
        ...twNaming,
      },
    },
    removeMonitorAddress: {
      summary: '停止監控地址',
      description: twMatched,
      parameters: twAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: '啟用或停用地址監控',
      description: twMatched,
      parameters: { ...twAddressKey, status: '1 為啟用，0 為停用' },
    },
    updateMonitorConfig: {
      summary: '設定單一地址的監控設定',
      description: `config 為 null 時，該地址恢復使用全域設定。已知風險偵測永遠開啟。`,
      parameters: {
        address_id: '監控地址的 ID，即 address/add 與 address/list 回傳的 id',
        config: '該地址的監控設定；傳入 null 時使用全域設定',
        ...twNaming,
      },
    },
    listMonitorAddresses: {
      summary: '目前帳戶的監控地址',
      description: `page 從 1 開始；page_size 為 1-100，預設 20。`,
      parameters: {
        chain: twAddressKey.chain,
        token: twAddressKey.token,
        status: '只回傳處於該狀態的地址',
        ...twPaging,
      },
    },
    listMonitorAlerts: {
      summary: '目前帳戶的警示',
      description: `依時間由新到舊排列。一筆轉帳只產生一則警示：monitor_type 為其符合的最嚴重類型，monitor_types 為符合的全部類型，依 monitor_type 篩選時符合任一類型的警示都會回傳。page 從 1 開始；page_size 為 1-100，預設 20。`,
      parameters: {
        monitor_type: '符合該類型的警示，無論它是主類型（monitor_type）或附帶類型（monitor_types）',
        status: '只回傳處於該處理狀態的警示',
        start_time: '警示起始時間，Unix 時間戳記（秒）',
        end_time: '警示截止時間，Unix 時間戳記（秒）',
        ...twPaging,
      },
    },
    estimateMonitorAlerts: {
      summary: '預估地址開啟一般交易偵測的費用',
      description: `讀取該地址最近 7 天的 USDT 轉帳（最多 1,000 筆，取最新的；更繁忙的地址依這些轉帳涵蓋的時間計算），回傳每天的轉帳筆數、開啟一般交易偵測後每天會產生的警示數（零金額轉帳與低於最低金額的轉帳不產生警示），以及每天的推播點數（每則警示 3 點數，不超過每日上限）。最低金額與上限取該地址的專屬設定，沒有則取全域設定。已知風險與相似地址警示另計，通常很少。免費。`,
      parameters: {
        ...twAddressKey,
        min_amount: '以此最低金額（USDT；0 表示不設）取代設定中的值進行估算',
        daily_alert_cap: '以此每日上限取代設定中的值進行估算',
      },
    },
    getMonitorAlertSummary: {
      summary: '某段時間的警示數與推播點數',
      description: `從 start_time 到 end_time（預設為現在）產生的警示數，以及為其推播扣除的點數：start_time 取您所在時區今天 0 點即為今日數據。`,
      parameters: {
        start_time: '起始時間，Unix 時間戳記（秒）',
        end_time: '截止時間，Unix 時間戳記（秒）；預設為現在',
      },
    },
    getDefaultMonitorConfig: {
      summary: '目前帳戶的全域監控設定',
      description: `從未儲存過設定的使用者會取得預設設定：known_risk 開啟，其他偵測關閉，Webhook 關閉，電子郵件通知開啟但沒有收件人，每個地址每個 UTC 日最多 50 則警示。`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: '儲存目前帳戶的全域監控設定',
      description: `省略的部分採用預設值；detection_rules 可代替 detection 使用；known_risk 永遠開啟。detection.normal_transaction_min_amount（USDT）使一般交易偵測只針對不低於該金額的轉帳；limits.daily_alert_cap（1-10,000，預設 50）限制每個地址每個 UTC 日的警示數，從而限制其推播點數。`,
      parameters: { config: '設定物件（也可以是內容相同的 JSON 字串）；傳入 null 時使用全域設定' },
    },
  },
  errors: {
    '400':
      '參數無效，錯誤訊息中的 field 指出出錯的輸入項目；介面不接受的查詢參數回傳 unknown_parameter，不會被忽略',
    '401': '憑證缺少、無效或已過期',
    '403': '目前方案或 API 金鑰不允許此操作',
    '404': '資源不存在，或該介面尚未開放',
    '415': '請求內容未以 JSON 傳送：請帶上 Content-Type: application/json（unsupported_media_type）',
    '429': '觸發頻率限制或冷卻期，請稍後再試',
    '409':
      '未能按原樣執行：已被他人修改（請重新載入後再儲存），或 confirm_cost（請以 max_credits 確認費用，或設定 limit）',
    '422': '此 Idempotency-Key 在 24 小時內已用於另一個請求（idempotency_key_reused）',
    '500': '伺服器發生非預期錯誤，請稍後再試',
    '502': '控制台入口無法連線 API（公開 API 在呼叫失敗時回傳 500）；請重試',
    '503':
      '暫時無法使用：鏈上資料來源無法使用（service_unavailable），或您的方案正被其他請求更新（plan_busy：請在 Retry-After 所示時間後重試）',
    '504':
      '未能及時回應（API Gateway 最多等待 29 秒）。逾時的扣點呼叫可能已執行：請使用同一個 Idempotency-Key 重試',
  },
};

export const operationMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': toMessages(en),
  'zh-CN': toMessages(zhCN),
  'zh-TW': toMessages(zhTW),
};
