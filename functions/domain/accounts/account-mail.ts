import type { SensitiveChangeKind } from '../../../shared/contract/payloads/account-mail.schema';
import type { Language } from '../../../shared/i18n/languages';
import { VERIFICATION_CODE_TTL_SECONDS } from '../../../shared/rules/account-rules';
import { rfc3339 } from '../../../shared/rules/time';
import { escapeHtml } from '../monitoring/mail-html';
import type { SecurityNotice } from './account.ports';
import type { VerificationPurpose } from './verification-code';

/** The e-mails of the sign-up flows, in the language the request came in. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

const texts: Record<
  Language,
  Record<VerificationPurpose, { subject: string; lead: string }> & { tail: string }
> = {
  'en-US': {
    register: {
      subject: 'Your Wallet Risk verification code',
      lead: 'Use this code to create your account:',
    },
    reset: { subject: 'Your Wallet Risk password reset code', lead: 'Use this code to reset your password:' },
    tail: `The code expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  },
  'zh-CN': {
    register: { subject: 'Wallet Risk 注册验证码', lead: '您的注册验证码：' },
    reset: { subject: 'Wallet Risk 重置密码验证码', lead: '您的重置密码验证码：' },
    tail: `验证码 ${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
  },
  'zh-TW': {
    register: { subject: 'Wallet Risk 註冊驗證碼', lead: '您的註冊驗證碼：' },
    reset: { subject: 'Wallet Risk 重設密碼驗證碼', lead: '您的重設密碼驗證碼：' },
    tail: `驗證碼 ${minutes} 分鐘內有效。如非本人操作，請忽略此郵件。`,
  },
};

export function verificationMail(
  purpose: VerificationPurpose,
  code: string,
  language: Language,
): MailContent {
  const t = texts[language];
  const { subject, lead } = t[purpose];
  return {
    subject,
    text: `${lead} ${code}\n\n${t.tail}\n`,
    html: `<p>${lead}</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>${t.tail}</p>`,
  };
}

const noticeTexts: Record<
  Language,
  Record<SensitiveChangeKind, string> & { subject: string; byConsole: string; byKey: string; tail: string }
> = {
  'en-US': {
    subject: 'Wallet Risk: a security-relevant change to your account',
    api_key_created: 'A new API key was created',
    api_key_widened: 'An API key was given more permissions, IP addresses or time',
    api_key_enabled: 'A disabled API key was enabled',
    alert_destinations_added: 'New webhook URLs or e-mail recipients were added to your alerts',
    byConsole: 'from a signed-in session in the console',
    byKey: 'with API key',
    tail: 'If this was not you, reset your password now: that ends every session and disables the API keys created since your last sign-in. Then check your API keys and alert settings.',
  },
  'zh-CN': {
    subject: 'Wallet Risk：您的账户有一项安全相关的变更',
    api_key_created: '新建了一个 API 密钥',
    api_key_widened: '一个 API 密钥获得了更多权限、IP 地址或有效期',
    api_key_enabled: '一个已停用的 API 密钥被重新启用',
    alert_destinations_added: '告警中新增了 Webhook 地址或邮件接收人',
    byConsole: '操作来自控制台的已登录会话',
    byKey: '操作使用的 API 密钥',
    tail: '如非本人操作，请立即重置密码：这将结束所有会话，并停用自上次登录以来创建的 API 密钥。然后请检查您的 API 密钥和告警设置。',
  },
  'zh-TW': {
    subject: 'Wallet Risk：您的帳戶有一項安全相關的變更',
    api_key_created: '新建了一個 API 金鑰',
    api_key_widened: '一個 API 金鑰獲得了更多權限、IP 位址或有效期',
    api_key_enabled: '一個已停用的 API 金鑰被重新啟用',
    alert_destinations_added: '告警中新增了 Webhook 位址或郵件收件人',
    byConsole: '操作來自控制台的已登入工作階段',
    byKey: '操作使用的 API 金鑰',
    tail: '如非本人操作，請立即重設密碼：這將結束所有工作階段，並停用自上次登入以來建立的 API 金鑰。然後請檢查您的 API 金鑰和告警設定。',
  },
};

/** The owner's notice of a sensitive change (sensitive-changes.ts): what, when, by whom. */
export function securityNoticeMail(notice: SecurityNotice): MailContent {
  const t = noticeTexts[notice.language];
  const by = notice.byApiKey === null ? t.byConsole : `${t.byKey} #${notice.byApiKey}`;
  const lines = [`${t[notice.kind]}: ${notice.subject}`, `${rfc3339(notice.atMs)} (UTC), ${by}.`, t.tail];
  return {
    subject: t.subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
