import type { Language } from '../i18n/languages';

/**
 * Stable reasons carried in `error.code`, with the status they answer and, where the catalogue's
 * default message would be too vague, their own message in the three languages. Clients branch
 * on `code`; people read `message`.
 */
type Texts = Readonly<Record<Language, string>>;

interface ErrorCodeEntry {
  readonly status: number;
  readonly message?: Texts;
}

export const errorCodes = {
  invalid_parameter: { status: 400 },
  invalid_json: {
    status: 400,
    message: {
      'en-US': 'The request body is not valid JSON',
      'zh-CN': '请求体不是有效的 JSON',
      'zh-TW': '請求內容不是有效的 JSON',
    },
  },
  // A query parameter the operation does not take is refused rather than dropped: a misspelt
  // filter would otherwise answer unfiltered data that looks filtered. `field` names it.
  unknown_parameter: {
    status: 400,
    message: {
      'en-US': 'Unknown query parameter: this operation does not take the one named in field',
      'zh-CN': '未知的查询参数：该接口不接受 field 所指的参数',
      'zh-TW': '未知的查詢參數：此介面不接受 field 所指的參數',
    },
  },
  // Only JSON bodies are read: a form or text/plain POST is what a foreign page can send without a
  // CORS preflight, so refusing it closes cross-site writes (the catalogue's message says how).
  unsupported_media_type: { status: 415 },
  invalid_cursor: {
    status: 400,
    message: {
      'en-US': 'The cursor does not belong to this list; start again from the first page',
      'zh-CN': '分页游标无效，请从第一页重新开始',
      'zh-TW': '分頁游標無效，請從第一頁重新開始',
    },
  },
  email_taken: {
    status: 400,
    message: {
      'en-US': 'This e-mail address is already registered',
      'zh-CN': '该邮箱已注册',
      'zh-TW': '此電子郵件已註冊',
    },
  },
  verification_code_invalid: {
    status: 400,
    message: {
      'en-US': 'The verification code is incorrect or has expired',
      'zh-CN': '验证码错误或已过期',
      'zh-TW': '驗證碼錯誤或已過期',
    },
  },
  verification_code_exhausted: {
    status: 400,
    message: {
      'en-US': 'Too many wrong codes; please request a new verification code',
      'zh-CN': '验证码错误次数过多，请重新获取验证码',
      'zh-TW': '驗證碼錯誤次數過多，請重新取得驗證碼',
    },
  },
  verification_cooldown: {
    status: 429,
    message: {
      'en-US': 'A code was sent less than 60 seconds ago; please wait before requesting another',
      'zh-CN': '验证码发送过于频繁，请 60 秒后再试',
      'zh-TW': '驗證碼傳送過於頻繁，請 60 秒後再試',
    },
  },
  verification_daily_limit: {
    status: 429,
    message: {
      'en-US': 'Too many codes were sent to this e-mail today; please try again tomorrow',
      'zh-CN': '今日向该邮箱发送的验证码过多，请明天再试',
      'zh-TW': '今日向該電子郵件傳送的驗證碼過多，請明天再試',
    },
  },
  too_many_requests: {
    status: 429,
    message: {
      'en-US': 'Too many requests from your network; please try again later',
      'zh-CN': '来自您网络的请求过多，请稍后再试',
      'zh-TW': '來自您網路的請求過多，請稍後再試',
    },
  },
  // The console API counts each client by the address CloudFront passes; without it every client
  // would be one shared "unknown" one, so such a request is refused (and alarms) instead.
  client_address_missing: {
    status: 403,
    message: {
      'en-US': 'The request did not come through the service’s edge, so it is refused',
      'zh-CN': '请求未经过服务入口，已被拒绝',
      'zh-TW': '請求未經過服務入口，已被拒絕',
    },
  },
  login_failed: {
    status: 401,
    message: {
      'en-US': 'Incorrect e-mail or password',
      'zh-CN': '邮箱或密码错误',
      'zh-TW': '電子郵件或密碼錯誤',
    },
  },
  login_throttled: {
    status: 429,
    message: {
      'en-US': 'Too many failed sign-in attempts; please try again later',
      'zh-CN': '登录失败次数过多，请稍后再试',
      'zh-TW': '登入失敗次數過多，請稍後再試',
    },
  },
  session_invalid: { status: 401 },
  // A wrong password when confirming it for a sensitive change: not a 401, the session itself is fine.
  password_incorrect: {
    status: 400,
    message: {
      'en-US': 'The password is incorrect',
      'zh-CN': '密码错误',
      'zh-TW': '密碼錯誤',
    },
  },
  // Sensitive changes (keys, alert destinations) need a password proof of the last 10 minutes.
  reauth_required: {
    status: 403,
    message: {
      'en-US': 'Please confirm your password to make this change',
      'zh-CN': '请确认密码后再进行此操作',
      'zh-TW': '請確認密碼後再進行此操作',
    },
  },
  insufficient_credits: {
    status: 403,
    message: {
      'en-US': 'Not enough credits: an analysis needs at least 1 credit',
      'zh-CN': '积分不足：每次分析至少需要 1 积分',
      'zh-TW': '點數不足：每次分析至少需要 1 點數',
    },
  },
  too_many_active_queries: {
    status: 429,
    message: {
      'en-US': 'Your plan’s limit of analyses running at once is reached; wait for one to finish',
      'zh-CN': '同时进行的分析已达套餐上限，请等待完成后再试',
      'zh-TW': '同時進行的分析已達方案上限，請等待完成後再試',
    },
  },
  idempotency_key_reused: {
    status: 422,
    message: {
      'en-US':
        'This Idempotency-Key was used with a different request in the last 24 hours; send a new key for a new request',
      'zh-CN': '该幂等键在 24 小时内已用于另一个请求；新请求请使用新的幂等键',
      'zh-TW': '此冪等鍵在 24 小時內已用於另一個請求；新請求請使用新的冪等鍵',
    },
  },
  confirm_cost: {
    status: 409,
    message: {
      'en-US':
        'Your credits pay for only part of this address’s history: confirm the estimated cost (max_credits) or set a limit',
      'zh-CN': '您的积分只够分析该地址的部分历史：请确认预估费用（max_credits）或设置交易数量上限',
      'zh-TW': '您的點數只夠分析此地址的部分歷史：請確認預估費用（max_credits）或設定交易數量上限',
    },
  },
  result_not_ready: {
    status: 404,
    message: {
      'en-US': 'The report is not ready: the query has not completed',
      'zh-CN': '报告尚未生成：查询还未完成',
      'zh-TW': '報告尚未產生：查詢尚未完成',
    },
  },
  result_stale: {
    status: 404,
    message: {
      'en-US':
        'This report was made by an earlier version of the analysis and can no longer be shown; run the analysis again',
      'zh-CN': '该报告由旧版分析生成，已无法显示，请重新分析',
      'zh-TW': '此報告由舊版分析產生，已無法顯示，請重新分析',
    },
  },
  policy_conflict: {
    status: 409,
    message: {
      'en-US': 'The risk policy was changed meanwhile; reload it and apply your change again',
      'zh-CN': '风险策略已被修改，请重新加载后再保存',
      'zh-TW': '風險策略已被修改，請重新載入後再儲存',
    },
  },
  monitor_address_exists: {
    status: 400,
    message: {
      'en-US':
        'This address is already monitored on this chain and token; send override to update its configuration',
      'zh-CN': '该地址已在此链和代币上监控；如需更新配置请设置 override',
      'zh-TW': '此地址已在此鏈和代幣上監控；如需更新設定請設定 override',
    },
  },
  monitor_address_not_found: {
    status: 404,
    message: {
      'en-US': 'This address is not monitored',
      'zh-CN': '未监控该地址',
      'zh-TW': '未監控此地址',
    },
  },
  monitor_insufficient_credits: {
    status: 403,
    message: {
      'en-US':
        'Not enough credits: an address beyond the plan’s free allowance costs 20 credits (7 on package 1001)',
      'zh-CN': '积分不足：超出套餐免费额度的监控地址需 20 积分（1001 套餐 7 积分）',
      'zh-TW': '點數不足：超出方案免費額度的監控地址需 20 點數（1001 方案 7 點數）',
    },
  },
  alert_not_found: {
    status: 404,
    message: {
      'en-US': 'This alert does not exist',
      'zh-CN': '该告警不存在',
      'zh-TW': '此告警不存在',
    },
  },
  webhook_url_refused: {
    status: 400,
    message: {
      'en-US': 'The webhook URL points to a private, loopback, link-local or metadata address',
      'zh-CN': 'Webhook 地址指向私有、回环、链路本地或元数据地址',
      'zh-TW': 'Webhook 位址指向私有、回環、鏈路本地或中繼資料位址',
    },
  },
  webhook_https_required: {
    status: 400,
    message: {
      'en-US': 'Webhook URLs must start with https://',
      'zh-CN': 'Webhook 地址必须以 https:// 开头',
      'zh-TW': 'Webhook 位址必須以 https:// 開頭',
    },
  },
  webhook_secret_conflict: {
    status: 409,
    message: {
      'en-US': 'The webhook secret was changed meanwhile; reload it before changing it again',
      'zh-CN': 'Webhook 密钥已被修改，请重新加载后再操作',
      'zh-TW': 'Webhook 金鑰已被修改，請重新載入後再操作',
    },
  },
  no_webhook_urls: {
    status: 400,
    message: {
      'en-US': 'No webhook URL to send to: give one or add one to the configuration',
      'zh-CN': '没有可发送的 Webhook 地址：请提供或在配置中添加',
      'zh-TW': '沒有可傳送的 Webhook 位址：請提供或在設定中新增',
    },
  },
  no_receiving_channel: {
    status: 400,
    message: {
      'en-US':
        'Nothing to send to: turn on a webhook with a URL, or e-mail with a recipient who has confirmed',
      'zh-CN': '没有可接收的渠道：请开启并填写 Webhook 地址，或开启邮件并添加已确认的收件人',
      'zh-TW': '沒有可接收的管道：請開啟並填寫 Webhook 位址，或開啟郵件並新增已確認的收件人',
    },
  },
  recipient_link_invalid: {
    status: 400,
    message: {
      'en-US': 'This confirmation link is not valid or has expired; ask for a new one',
      'zh-CN': '确认链接无效或已过期，请重新获取',
      'zh-TW': '確認連結無效或已過期，請重新取得',
    },
  },
  service_unavailable: { status: 503 },
  not_found: { status: 404 },
  payload_too_large: {
    status: 413,
    message: {
      'en-US': 'The request body is too large',
      'zh-CN': '请求体过大',
      'zh-TW': '請求內容過大',
    },
  },
  // ---- the public API's keys: refusals of the API-key authorizer and key management
  api_key_missing: {
    status: 401,
    message: {
      'en-US': 'An API key is required: send it in the X-API-Key header or the api_key query parameter',
      'zh-CN': '缺少 API 密钥：请在 X-API-Key 请求头或 api_key 查询参数中提供',
      'zh-TW': '缺少 API 金鑰：請在 X-API-Key 標頭或 api_key 查詢參數中提供',
    },
  },
  api_key_unknown: {
    status: 401,
    message: {
      'en-US': 'The API key is not valid',
      'zh-CN': 'API 密钥无效',
      'zh-TW': 'API 金鑰無效',
    },
  },
  api_key_disabled: {
    status: 403,
    message: {
      'en-US': 'The API key is disabled; enable it in the console',
      'zh-CN': 'API 密钥已停用，请在控制台启用',
      'zh-TW': 'API 金鑰已停用，請在控制台啟用',
    },
  },
  api_key_expired: {
    status: 403,
    message: {
      'en-US': 'The API key has expired',
      'zh-CN': 'API 密钥已过期',
      'zh-TW': 'API 金鑰已過期',
    },
  },
  api_key_ip_not_allowed: {
    status: 403,
    message: {
      'en-US': 'Calls from this IP address are not allowed with this API key',
      'zh-CN': '此 API 密钥不允许来自该 IP 地址的调用',
      'zh-TW': '此 API 金鑰不允許來自該 IP 位址的呼叫',
    },
  },
  api_key_plan_required: {
    status: 403,
    message: {
      'en-US': 'API access needs the Advanced plan or above',
      'zh-CN': 'API 功能需要高级版或以上套餐',
      'zh-TW': 'API 功能需要進階版或以上方案',
    },
  },
  api_key_permission_denied: {
    status: 403,
    message: {
      'en-US': 'The API key lacks the permission this route needs',
      'zh-CN': 'API 密钥没有此接口所需的权限',
      'zh-TW': 'API 金鑰沒有此介面所需的權限',
    },
  },
  // A key managing keys on the public API may hand out no more than it holds itself.
  api_key_beyond_caller: {
    status: 403,
    message: {
      'en-US':
        'An API key cannot change itself, nor give a key more permissions, IP addresses or time than it has itself',
      'zh-CN': 'API 密钥不能修改自身，也不能授予其他密钥超出自身的权限、IP 地址或有效期',
      'zh-TW': 'API 金鑰不能修改自身，也不能授予其他金鑰超出自身的權限、IP 位址或有效期',
    },
  },
  api_key_limit_reached: {
    status: 403,
    message: {
      'en-US': 'Your plan’s number of API keys is reached; delete a key first',
      'zh-CN': 'API 密钥数量已达套餐上限，请先删除一个密钥',
      'zh-TW': 'API 金鑰數量已達方案上限，請先刪除一個金鑰',
    },
  },
  api_key_daily_limit: {
    status: 429,
    message: {
      'en-US': 'Too many API keys were created today; please try again after the time in Retry-After',
      'zh-CN': '今日创建的 API 密钥过多，请在 Retry-After 所示时间后重试',
      'zh-TW': '今日建立的 API 金鑰過多，請在 Retry-After 所示時間後重試',
    },
  },
  api_key_not_found: {
    status: 404,
    message: {
      'en-US': 'No such API key',
      'zh-CN': 'API 密钥不存在',
      'zh-TW': 'API 金鑰不存在',
    },
  },
  rate_limited: {
    status: 429,
    message: {
      'en-US': 'Too many requests for this API key; retry after the time in Retry-After',
      'zh-CN': '该 API 密钥请求过于频繁，请在 Retry-After 所示时间后重试',
      'zh-TW': '該 API 金鑰請求過於頻繁，請在 Retry-After 所示時間後重試',
    },
  },
  quota_exceeded: {
    status: 429,
    message: {
      'en-US': 'This API key’s daily request quota is used up; it resets at 00:00 UTC',
      'zh-CN': '该 API 密钥今日请求配额已用完，将于 UTC 00:00 重置',
      'zh-TW': '該 API 金鑰今日請求配額已用完，將於 UTC 00:00 重設',
    },
  },
  plan_busy: {
    status: 503,
    message: {
      'en-US': 'Your plan is being updated by other requests; retry after the time in Retry-After',
      'zh-CN': '您的套餐正被其他请求更新，请在 Retry-After 所示时间后重试',
      'zh-TW': '您的方案正被其他請求更新，請在 Retry-After 所示時間後重試',
    },
  },
  internal: { status: 500 },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeMessage = (code: ErrorCode, language: Language): string | undefined =>
  (errorCodes[code] as ErrorCodeEntry).message?.[language];
