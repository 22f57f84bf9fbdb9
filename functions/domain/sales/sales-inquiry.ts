import type { SalesInquiryRequest } from '../../../shared/contract/sales-inquiry.schema';
import type { Language } from '../../../shared/i18n/languages';
import { rfc3339 } from '../../../shared/rules/time';
import type { MailContent } from '../accounts/account-mail';
import { escapeHtml } from '../monitoring/mail-html';

/** A contact-sales message, as stored and as mailed to the sales inbox. */
export interface SalesInquiry {
  /** Unguessable id (the table key and the queue message). */
  readonly id: string;
  /** Short reference the sender and the sales team quote to each other. */
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  /** '' when not given. */
  readonly company: string;
  readonly plan: SalesInquiryRequest['plan'];
  readonly message: string;
  /** The sender's language: the team answers in it. */
  readonly language: Language;
  /** Epoch ms. */
  readonly receivedAtMs: number;
  /** Epoch ms: when the sales inbox was mailed; absent until then. */
  readonly mailedAtMs?: number;
}

/** Crockford base32 without I, L, O, U: a reference read over the phone is not misheard. */
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SI-` and 8 characters taken from the id's SHA-256 (40 bits: unique enough to find a message). */
export function inquiryReference(idSha256Hex: string): string {
  let value = BigInt(`0x${idSha256Hex.slice(0, 10)}`);
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    out = referenceAlphabet[Number(value % 32n)] + out;
    value /= 32n;
  }
  return `SI-${out}`;
}

/**
 * The mail to the sales inbox: in English (it goes to the team, not to the sender), every field
 * labelled, the sender's text escaped in the HTML part. Replying answers the sender (Reply-To).
 */
export function salesInquiryMail(inquiry: SalesInquiry): MailContent {
  const fields: readonly (readonly [string, string])[] = [
    ['Reference', inquiry.reference],
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Company', inquiry.company || '(not given)'],
    ['Plan of interest', inquiry.plan],
    ['Language', inquiry.language],
    ['Received', rfc3339(inquiry.receivedAtMs)],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${inquiry.message}\n`;
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const message = escapeHtml(inquiry.message).replaceAll('\n', '<br>');
  return {
    subject: `Sales inquiry ${inquiry.reference}: ${inquiry.plan} plan, ${inquiry.name}`,
    text,
    html: `<table>${rows}</table><p>${message}</p>`,
  };
}
