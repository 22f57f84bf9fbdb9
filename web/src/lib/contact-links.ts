/** The product's public channels (placeholders until the real accounts are announced). */
export const externalLinks = {
  social: 'https://x.com',
  chat: 'https://t.me',
} as const;

/**
 * Where sales and support are reached (spec 02 §2: a messaging-app support account and a social
 * account), the same channels as the footer's. There is no payment flow, so plan changes go
 * through these too.
 */
export const contactLinks = {
  support: externalLinks.chat,
  social: externalLinks.social,
  email: 'mailto:sales@walletrisk.io',
  emailAddress: 'sales@walletrisk.io',
  /** Questions about the terms, privacy requests and account matters. */
  supportEmail: 'support@walletrisk.io',
} as const;
