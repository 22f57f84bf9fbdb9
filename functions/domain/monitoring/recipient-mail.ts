import type { Language } from '../../../shared/i18n/languages';
import { RECIPIENT_CONFIRMATION_DAYS } from '../../../shared/rules/alert-delivery-rules';
import { escapeHtml } from './mail-html';

/**
 * The confirmation mail of an e-mail recipient (double opt-in), in the language of the user who
 * named it. It says who asked, what the recipient would get and that ignoring it sends nothing;
 * the link opens the console's confirmation page, which calls the public confirm route.
 */
const texts = {
  'en-US': {
    subject: 'Confirm that you want wallet-risk alerts',
    intro: (owner: string, to: string) =>
      `${owner} added ${to} as a recipient of address-monitoring alerts on Wallet Risk.`,
    ask: 'Alerts are sent to this address only after you confirm:',
    expiry: (days: number) => `The link works for ${days} days.`,
    ignore: 'If you did not expect this mail, ignore it: you will receive nothing.',
    action: 'Confirm this recipient',
  },
  'zh-CN': {
    subject: '请确认接收 Wallet Risk 监控告警',
    intro: (owner: string, to: string) => `${owner} 将 ${to} 添加为 Wallet Risk 地址监控告警的收件人。`,
    ask: '只有在您确认后，告警才会发送到此邮箱：',
    expiry: (days: number) => `链接 ${days} 天内有效。`,
    ignore: '如果您并不期待这封邮件，请忽略它：您不会收到任何告警。',
    action: '确认接收',
  },
  'zh-TW': {
    subject: '請確認接收 Wallet Risk 監控告警',
    intro: (owner: string, to: string) => `${owner} 將 ${to} 新增為 Wallet Risk 位址監控告警的收件人。`,
    ask: '只有在您確認後，告警才會傳送到此信箱：',
    expiry: (days: number) => `連結 ${days} 天內有效。`,
    ignore: '如果您並未預期這封郵件，請忽略它：您不會收到任何告警。',
    action: '確認接收',
  },
} as const;

/** The console page a confirmation link opens (web/src/lib/paths.ts `confirmRecipient`). */
export const confirmationLink = (consoleUrl: string, token: string): string =>
  `${consoleUrl.replace(/\/$/, '')}/monitor/confirm-recipient?token=${encodeURIComponent(token)}`;

export function recipientConfirmationMail(
  input: { owner: string; to: string; token: string; consoleUrl: string },
  language: Language,
) {
  const t = texts[language];
  const link = confirmationLink(input.consoleUrl, input.token);
  const intro = t.intro(input.owner, input.to);
  const expiry = t.expiry(RECIPIENT_CONFIRMATION_DAYS);
  return {
    subject: t.subject,
    text: `${intro}\n\n${t.ask}\n${link}\n\n${expiry}\n${t.ignore}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(t.ask)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  };
}
