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
  insufficient_credits: {
    status: 403,
    message: {
      'en-US': 'Not enough credits: an analysis needs at least 1 credit',
      'zh-CN': '积分不足：每次分析至少需要 1 积分',
      'zh-TW': '積分不足：每次分析至少需要 1 積分',
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
  result_not_ready: {
    status: 404,
    message: {
      'en-US': 'The report is not ready: the query has not completed',
      'zh-CN': '报告尚未生成：查询还未完成',
      'zh-TW': '報告尚未產生：查詢尚未完成',
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
  internal: { status: 500 },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeMessage = (code: ErrorCode, language: Language): string | undefined =>
  (errorCodes[code] as ErrorCodeEntry).message?.[language];
