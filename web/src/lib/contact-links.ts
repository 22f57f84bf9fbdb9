import { useRuntimeConfig } from './runtime-config';

/** Questions about the terms, privacy requests and account matters. */
export const supportEmail = 'support@walletrisk.io';

/** One way to reach us: where it goes and whether it opens in a new tab. */
export interface ContactLink {
  readonly href: string;
  readonly newTab: boolean;
}

export interface ContactLinks {
  /** The support chat (spec 02 §2: a messaging-app support account). */
  readonly chat?: ContactLink;
  /** The product's social account. */
  readonly social?: ContactLink;
  /** The sales team's address, as a mailto link. */
  readonly email?: ContactLink & { readonly address: string };
}

/**
 * The contact channels this deployment configured (its runtime config); one not configured is
 * absent, and the screens leave its link out rather than point at a placeholder.
 */
export function useContactLinks(): ContactLinks {
  const { contact } = useRuntimeConfig();
  return {
    ...(contact.chat ? { chat: { href: contact.chat, newTab: true } } : {}),
    ...(contact.social ? { social: { href: contact.social, newTab: true } } : {}),
    ...(contact.sales_email
      ? { email: { href: `mailto:${contact.sales_email}`, newTab: false, address: contact.sales_email } }
      : {}),
  };
}
