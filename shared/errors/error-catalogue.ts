import type { Language } from '../i18n/languages';

/**
 * The error catalogue of spec 01 §8: HTTP status → error type → default message, in the three
 * interface languages. Servers answer every error as `{ error: { type, status, message, ... } }`;
 * the SPA maps time-outs and fetch failures to the NETWORK entries itself.
 */
export type ErrorType = 'NETWORK' | 'VALIDATION' | 'AUTH' | 'SERVER' | 'UNKNOWN';

type Texts = Readonly<Record<Language, string>>;

interface CatalogueEntry {
  readonly type: ErrorType;
  readonly message: Texts;
}

export const errorCatalogue: Readonly<Record<number, CatalogueEntry>> = {
  400: {
    type: 'VALIDATION',
    message: {
      'en-US': 'Request parameters are incorrect, please check your input',
      'zh-CN': '请求参数错误，请检查输入',
      'zh-TW': '請求參數錯誤，請檢查輸入',
    },
  },
  401: {
    type: 'AUTH',
    message: {
      'en-US': 'Login has expired, please log in again',
      'zh-CN': '登录已过期，请重新登录',
      'zh-TW': '登入已過期，請重新登入',
    },
  },
  403: {
    type: 'AUTH',
    message: {
      'en-US': 'No permission to access this feature',
      'zh-CN': '没有权限访问此功能',
      'zh-TW': '沒有權限存取此功能',
    },
  },
  404: {
    type: 'VALIDATION',
    message: {
      'en-US': 'The requested resource does not exist',
      'zh-CN': '请求的资源不存在',
      'zh-TW': '請求的資源不存在',
    },
  },
  408: {
    type: 'NETWORK',
    message: {
      'en-US': 'Request timeout, please try again later',
      'zh-CN': '请求超时，请稍后重试',
      'zh-TW': '請求逾時，請稍後重試',
    },
  },
  // Refusals of the request's form rather than its values: body size, media type, header size.
  413: {
    type: 'VALIDATION',
    message: {
      'en-US': 'The request is too large',
      'zh-CN': '请求过大',
      'zh-TW': '請求過大',
    },
  },
  415: {
    type: 'VALIDATION',
    message: {
      'en-US': 'Unsupported request format: send the body as JSON with Content-Type: application/json',
      'zh-CN': '不支持的请求格式：请以 JSON 发送请求体，并设置 Content-Type: application/json',
      'zh-TW': '不支援的請求格式：請以 JSON 傳送請求內容，並設定 Content-Type: application/json',
    },
  },
  429: {
    type: 'SERVER',
    message: {
      'en-US': 'Operations too frequent, please try again later',
      'zh-CN': '操作过于频繁，请稍后再试',
      'zh-TW': '操作過於頻繁，請稍後再試',
    },
  },
  431: {
    type: 'VALIDATION',
    message: {
      'en-US': 'The request headers are too large',
      'zh-CN': '请求头过大',
      'zh-TW': '請求標頭過大',
    },
  },
  500: {
    type: 'SERVER',
    message: {
      'en-US': 'Internal server error, please contact administrator',
      'zh-CN': '服务器内部错误，请联系管理员',
      'zh-TW': '伺服器內部錯誤，請聯絡管理員',
    },
  },
  502: {
    type: 'SERVER',
    message: { 'en-US': 'gateway error', 'zh-CN': '网关错误', 'zh-TW': '閘道錯誤' },
  },
  503: {
    type: 'SERVER',
    message: { 'en-US': 'service unavailable', 'zh-CN': '服务不可用', 'zh-TW': '服務無法使用' },
  },
  504: {
    type: 'SERVER',
    message: { 'en-US': 'gateway timeout', 'zh-CN': '网关超时', 'zh-TW': '閘道逾時' },
  },
};

const unknownEntry: CatalogueEntry = {
  type: 'UNKNOWN',
  message: {
    'en-US': 'An unknown error occurred',
    'zh-CN': '发生未知错误',
    'zh-TW': '發生未知錯誤',
  },
};

/** Status 0: the request never reached a server (spec 01 §8 "fetch failure"). */
export const networkFailure: CatalogueEntry = {
  type: 'NETWORK',
  message: {
    'en-US': 'Network connection failed, please check your network status',
    'zh-CN': '网络连接失败，请检查网络状态',
    'zh-TW': '網路連線失敗，請檢查網路狀態',
  },
};

export const genericFailure: Texts = {
  'en-US': 'Operation failed, please try again later',
  'zh-CN': '操作失败，请稍后重试',
  'zh-TW': '操作失敗，請稍後重試',
};

export const catalogueEntry = (status: number): CatalogueEntry =>
  status === 0 ? networkFailure : (errorCatalogue[status] ?? unknownEntry);

export const errorTypeOf = (status: number): ErrorType => catalogueEntry(status).type;

export const defaultMessage = (status: number, language: Language): string =>
  catalogueEntry(status).message[language];
