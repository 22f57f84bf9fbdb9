import type { Language } from '../../../shared/i18n/languages';
import { VERIFICATION_CODE_TTL_SECONDS } from '../../../shared/rules/account-rules';
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
