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
const enHash = 'The query identifier returned by query/create';
const enIgnored = 'user_id is ignored.';

const en: DocumentText = {
  operations: {
    createQuery: {
      summary: 'Start a risk analysis',
      description:
        'Queues an analysis of the address and answers its query_hash. Billed 1 credit per 1000 transfers analysed, minimum 1. Poll every 2 to 5 seconds until status is 2 (completed) or 3 (failed); expect 1 to 60 seconds.',
      parameters: {
        chain: enAddressKey.chain,
        token: enAddressKey.token,
        address: enAddressKey.address,
        start_at: 'Start of the range, epoch seconds (optional)',
        end_at: 'End of the range, epoch seconds (optional, not before start_at)',
        limit: 'Most transfers to analyse, 1-100000 (optional: all)',
      },
    },
    getQueryStatus: {
      summary: 'Status of a query',
      description:
        'Poll every 2 to 5 seconds until status is 2 (completed) or 3 (failed); expect 1 to 60 seconds. With wait_ms (up to 3000) the answer waits until the query completes or fails, or that many ms pass.',
      parameters: {
        hash: enHash,
        wait_ms:
          'Wait up to this many ms (0-3000) for the query to complete or fail before answering (optional)',
      },
    },
    getQueryResult: {
      summary: 'The risk report of a completed query',
      description:
        'Answers 404 until the query is completed (status 2). With wait_ms (up to 3000) a query still running is waited for, as with the status, so one call can bring the report; a query that failed, or still runs when the time is up, answers 404.',
      parameters: {
        hash: enHash,
        wait_ms:
          'Wait up to this many ms (0-3000) for the query to complete or fail before answering (optional)',
      },
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
      description: `Beyond the plan’s free allowance an address costs 20 credits (7 for package_type 1001). An address already monitored (same address ignoring case, chain and token) answers 400 unless override is true, which replaces its config. query_once also runs one risk query. ${enIgnored}`,
      parameters: {
        ...enAddressKey,
        config: 'This address’s own configuration; omit or null to use the global one',
        query_once: 'Also run one risk query now (costs credits like any query)',
        override: 'If the address is already monitored, update its config instead of answering 400',
      },
    },
    removeMonitorAddress: {
      summary: 'Stop monitoring an address',
      description: enIgnored,
      parameters: enAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: 'Enable or disable monitoring of an address',
      description: enIgnored,
      parameters: { ...enAddressKey, status: '1 enable, 0 disable' },
    },
    updateMonitorConfig: {
      summary: 'Set one address’s configuration',
      description: `config null returns the address to the global configuration. Known-risk detection is always on. ${enIgnored}`,
      parameters: {
        address_id: 'The monitored address’s id, as answered by address/add and address/list',
        config: 'The address’s configuration; null: use the global configuration',
      },
    },
    listMonitorAddresses: {
      summary: 'The caller’s monitored addresses',
      description: `page from 1; page_size 1-100, default 20. ${enIgnored}`,
      parameters: {
        chain: enAddressKey.chain,
        token: enAddressKey.token,
        status: 'Only addresses in this status',
        ...enPaging,
      },
    },
    listMonitorAlerts: {
      summary: 'The caller’s alerts',
      description: `Newest first. page from 1; page_size 1-100, default 20. ${enIgnored}`,
      parameters: {
        monitor_type: 'Only alerts of this detection type',
        status: 'Only alerts in this handling status',
        start_time: 'Alerts from, epoch seconds',
        end_time: 'Alerts until, epoch seconds',
        ...enPaging,
      },
    },
    getDefaultMonitorConfig: {
      summary: 'The caller’s global monitoring configuration',
      description: `A user who never saved one gets the default: known_risk on, other detections off, webhook off, e-mail on with no recipients. ${enIgnored}`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: 'Save the caller’s global monitoring configuration',
      description: `Parts left out take their defaults; detection_rules is accepted for detection; known_risk is always on. ${enIgnored}`,
      parameters: { config: 'A configuration object (or the same as JSON text); null: the global one' },
    },
  },
  errors: {
    '400': 'Invalid parameters; the error’s field names the offending input',
    '401': 'Missing, invalid or expired credentials',
    '403': 'The plan or the key does not allow this',
    '404': 'No such resource, or the call is not available yet',
    '429': 'Rate limit or cooldown; try again later',
    '409': 'Changed meanwhile: reload and apply your change again',
    '500': 'An unexpected error on our side; try again later',
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
const cnHash = 'query/create 返回的查询标识';
const cnIgnored = '传入的 user_id 会被忽略。';

const zhCN: DocumentText = {
  operations: {
    createQuery: {
      summary: '发起风险分析',
      description:
        '将该地址加入分析队列，并返回其 query_hash。每分析 1000 笔转账扣除 1 积分，最少 1 积分。请每 2 到 5 秒轮询一次，直到 status 为 2（已完成）或 3（失败），通常需要 1 到 60 秒。',
      parameters: {
        chain: cnAddressKey.chain,
        token: cnAddressKey.token,
        address: cnAddressKey.address,
        start_at: '时间范围起点，Unix 时间戳（秒，可选）',
        end_at: '时间范围终点，Unix 时间戳（秒，可选，不得早于 start_at）',
        limit: '最多分析的转账笔数，1-100000（可选，默认全部）',
      },
    },
    getQueryStatus: {
      summary: '查询的处理状态',
      description:
        '请每 2 到 5 秒轮询一次，直到 status 为 2（已完成）或 3（失败），通常需要 1 到 60 秒。带 wait_ms（最多 3000）时，响应会等到查询完成或失败，或等满该毫秒数。',
      parameters: { hash: cnHash, wait_ms: '最多等待的毫秒数（0-3000），查询完成或失败即返回（可选）' },
    },
    getQueryResult: {
      summary: '已完成查询的风险报告',
      description:
        '查询完成（status 为 2）之前，此接口返回 404。带 wait_ms（最多 3000）时，与状态接口一样会等待仍在进行的查询，一次调用即可取得报告；查询失败或等满仍未完成时返回 404。',
      parameters: { hash: cnHash, wait_ms: '最多等待的毫秒数（0-3000），查询完成或失败即返回（可选）' },
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
      description: `超出套餐的免费额度后，每个地址扣除 20 积分（package_type 1001 为 7 积分）。已在监控中的地址（地址不区分大小写，且链和代币相同）返回 400；若 override 为 true，则改为替换其配置。query_once 会同时执行一次风险查询。${cnIgnored}`,
      parameters: {
        ...cnAddressKey,
        config: '该地址的专属配置；省略或传 null 时使用全局配置',
        query_once: '同时立即执行一次风险查询（与普通查询一样消耗积分）',
        override: '地址已在监控中时，更新其配置，而不是返回 400',
      },
    },
    removeMonitorAddress: {
      summary: '停止监控地址',
      description: cnIgnored,
      parameters: cnAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: '启用或停用地址监控',
      description: cnIgnored,
      parameters: { ...cnAddressKey, status: '1 为启用，0 为停用' },
    },
    updateMonitorConfig: {
      summary: '设置单个地址的监控配置',
      description: `config 为 null 时，该地址恢复使用全局配置。已知风险检测始终开启。${cnIgnored}`,
      parameters: {
        address_id: '监控地址的 ID，即 address/add 和 address/list 返回的 id',
        config: '该地址的监控配置；传 null 时使用全局配置',
      },
    },
    listMonitorAddresses: {
      summary: '当前账户的监控地址',
      description: `page 从 1 开始；page_size 为 1-100，默认 20。${cnIgnored}`,
      parameters: {
        chain: cnAddressKey.chain,
        token: cnAddressKey.token,
        status: '只返回处于该状态的地址',
        ...cnPaging,
      },
    },
    listMonitorAlerts: {
      summary: '当前账户的告警',
      description: `按时间倒序排列。page 从 1 开始；page_size 为 1-100，默认 20。${cnIgnored}`,
      parameters: {
        monitor_type: '只返回该检测类型的告警',
        status: '只返回处于该处理状态的告警',
        start_time: '告警起始时间，Unix 时间戳（秒）',
        end_time: '告警截止时间，Unix 时间戳（秒）',
        ...cnPaging,
      },
    },
    getDefaultMonitorConfig: {
      summary: '当前账户的全局监控配置',
      description: `从未保存过配置的用户获得默认配置：known_risk 开启，其他检测关闭，Webhook 关闭，邮件通知开启但没有收件人。${cnIgnored}`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: '保存当前账户的全局监控配置',
      description: `省略的部分取默认值；detection_rules 可代替 detection 使用；known_risk 始终开启。${cnIgnored}`,
      parameters: { config: '配置对象（也可以是内容相同的 JSON 字符串）；传 null 时使用全局配置' },
    },
  },
  errors: {
    '400': '参数无效，错误信息中的 field 指出出错的输入项',
    '401': '凭证缺失、无效或已过期',
    '403': '当前套餐或 API 密钥不允许此操作',
    '404': '资源不存在，或该接口尚未开放',
    '429': '触发频率限制或冷却期，请稍后重试',
    '409': '已被他人修改：请重新加载后再保存',
    '500': '服务器发生意外错误，请稍后重试',
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
const twHash = 'query/create 回傳的查詢識別碼';
const twIgnored = '傳入的 user_id 會被忽略。';

const zhTW: DocumentText = {
  operations: {
    createQuery: {
      summary: '發起風險分析',
      description:
        '將該地址加入分析佇列，並回傳其 query_hash。每分析 1000 筆轉帳扣除 1 點數，最少 1 點數。請每 2 到 5 秒輪詢一次，直到 status 為 2（已完成）或 3（失敗），通常需要 1 到 60 秒。',
      parameters: {
        chain: twAddressKey.chain,
        token: twAddressKey.token,
        address: twAddressKey.address,
        start_at: '時間範圍起點，Unix 時間戳記（秒，選填）',
        end_at: '時間範圍終點，Unix 時間戳記（秒，選填，不得早於 start_at）',
        limit: '最多分析的轉帳筆數，1-100000（選填，預設為全部）',
      },
    },
    getQueryStatus: {
      summary: '查詢的處理狀態',
      description:
        '請每 2 到 5 秒輪詢一次，直到 status 為 2（已完成）或 3（失敗），通常需要 1 到 60 秒。帶 wait_ms（最多 3000）時，回應會等到查詢完成或失敗，或等滿該毫秒數。',
      parameters: { hash: twHash, wait_ms: '最多等待的毫秒數（0-3000），查詢完成或失敗即返回（可選）' },
    },
    getQueryResult: {
      summary: '已完成查詢的風險報告',
      description:
        '查詢完成（status 為 2）之前，此介面回傳 404。帶 wait_ms（最多 3000）時，與狀態介面一樣會等待仍在進行的查詢，一次呼叫即可取得報告；查詢失敗或等滿仍未完成時回傳 404。',
      parameters: { hash: twHash, wait_ms: '最多等待的毫秒數（0-3000），查詢完成或失敗即返回（可選）' },
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
      description: `超出方案的免費額度後，每個地址扣除 20 點數（package_type 1001 為 7 點數）。已在監控中的地址（地址不分大小寫，且鏈與代幣相同）回傳 400；若 override 為 true，則改為取代其設定。query_once 會同時執行一次風險查詢。${twIgnored}`,
      parameters: {
        ...twAddressKey,
        config: '該地址的專屬設定；省略或傳入 null 時使用全域設定',
        query_once: '同時立即執行一次風險查詢（與一般查詢一樣會消耗點數）',
        override: '地址已在監控中時，更新其設定，而非回傳 400',
      },
    },
    removeMonitorAddress: {
      summary: '停止監控地址',
      description: twIgnored,
      parameters: twAddressKey,
    },
    updateMonitorAddressStatus: {
      summary: '啟用或停用地址監控',
      description: twIgnored,
      parameters: { ...twAddressKey, status: '1 為啟用，0 為停用' },
    },
    updateMonitorConfig: {
      summary: '設定單一地址的監控設定',
      description: `config 為 null 時，該地址恢復使用全域設定。已知風險偵測永遠開啟。${twIgnored}`,
      parameters: {
        address_id: '監控地址的 ID，即 address/add 與 address/list 回傳的 id',
        config: '該地址的監控設定；傳入 null 時使用全域設定',
      },
    },
    listMonitorAddresses: {
      summary: '目前帳戶的監控地址',
      description: `page 從 1 開始；page_size 為 1-100，預設 20。${twIgnored}`,
      parameters: {
        chain: twAddressKey.chain,
        token: twAddressKey.token,
        status: '只回傳處於該狀態的地址',
        ...twPaging,
      },
    },
    listMonitorAlerts: {
      summary: '目前帳戶的警示',
      description: `依時間由新到舊排列。page 從 1 開始；page_size 為 1-100，預設 20。${twIgnored}`,
      parameters: {
        monitor_type: '只回傳該偵測類型的警示',
        status: '只回傳處於該處理狀態的警示',
        start_time: '警示起始時間，Unix 時間戳記（秒）',
        end_time: '警示截止時間，Unix 時間戳記（秒）',
        ...twPaging,
      },
    },
    getDefaultMonitorConfig: {
      summary: '目前帳戶的全域監控設定',
      description: `從未儲存過設定的使用者會取得預設設定：known_risk 開啟，其他偵測關閉，Webhook 關閉，電子郵件通知開啟但沒有收件人。${twIgnored}`,
      parameters: {},
    },
    setDefaultMonitorConfig: {
      summary: '儲存目前帳戶的全域監控設定',
      description: `省略的部分採用預設值；detection_rules 可代替 detection 使用；known_risk 永遠開啟。${twIgnored}`,
      parameters: { config: '設定物件（也可以是內容相同的 JSON 字串）；傳入 null 時使用全域設定' },
    },
  },
  errors: {
    '400': '參數無效，錯誤訊息中的 field 指出出錯的輸入項目',
    '401': '憑證缺少、無效或已過期',
    '403': '目前方案或 API 金鑰不允許此操作',
    '404': '資源不存在，或該介面尚未開放',
    '429': '觸發頻率限制或冷卻期，請稍後再試',
    '409': '已被他人修改：請重新載入後再儲存',
    '500': '伺服器發生非預期錯誤，請稍後再試',
  },
};

export const operationMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': toMessages(en),
  'zh-CN': toMessages(zhCN),
  'zh-TW': toMessages(zhTW),
};
