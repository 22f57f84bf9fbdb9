import type { SalesInquiryRequest } from '../../../shared/contract/sales-inquiry.schema';
import type { Language } from '../../../shared/i18n/languages';
import { salesInquiriesPerClient, salesInquiriesPerEmail } from '../../../shared/rules/client-limits';
import type { Mail } from '../accounts/account.ports';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type { RateLimiter } from '../ports/rate-limiter';
import type { SalesInquiryMailQueue, SalesInquiryRepository } from './sales.ports';
import { inquiryReference, type SalesInquiry, salesInquiryMail } from './sales-inquiry';

export interface SalesInquiryServiceDeps {
  readonly inquiries: SalesInquiryRepository;
  readonly queueMail: SalesInquiryMailQueue;
  /** Mails the operator's sales inbox (its address is configuration, SALES_INBOX). */
  readonly mailSalesTeam: (mail: Omit<Mail, 'to'>) => Promise<void>;
  readonly limits: RateLimiter;
  readonly clock: Clock;
  readonly entropy: Entropy;
}

/**
 * The contact-sales form: the only way to change plan while there is no payment flow.
 * 1. Count the request against the per-client and per-e-mail limits (429 with Retry-After).
 * 2. Store the inquiry, so nothing is lost if the mail fails.
 * 3. Queue its mail and answer; the mail consumer sends it to the sales inbox, Reply-To the sender.
 */
export function createSalesInquiryService(deps: SalesInquiryServiceDeps) {
  const { inquiries, limits, clock, entropy } = deps;

  async function submit(
    request: SalesInquiryRequest,
    context: { readonly language: Language; readonly client: string },
  ): Promise<{ received: true; reference: string }> {
    const now = clock.nowSeconds();
    for (const [subject, limit] of [
      [`sales-client:${context.client}`, salesInquiriesPerClient],
      [`sales-email:${request.email}`, salesInquiriesPerEmail],
    ] as const) {
      const decision = await limits.take(subject, now, limit);
      if (!decision.allowed)
        throw new AppError('too_many_requests', { headers: { 'Retry-After': String(decision.retryAfter) } });
    }
    const id = entropy.id();
    const inquiry: SalesInquiry = {
      id,
      reference: inquiryReference(entropy.sha256Hex(id)),
      name: request.name,
      email: request.email,
      company: request.company,
      plan: request.plan,
      message: request.message,
      language: context.language,
      receivedAtMs: clock.nowMs(),
    };
    await inquiries.put(inquiry);
    await deps.queueMail(id);
    return { received: true, reference: inquiry.reference };
  }

  /** The mail consumer's part; an inquiry already mailed (a redelivered message) is skipped. */
  async function deliver(inquiryId: string): Promise<'sent' | 'skipped'> {
    const inquiry = await inquiries.get(inquiryId);
    if (!inquiry || inquiry.mailedAtMs !== undefined) return 'skipped';
    await deps.mailSalesTeam({ replyTo: inquiry.email, ...salesInquiryMail(inquiry) });
    await inquiries.markMailed(inquiryId, clock.nowMs());
    return 'sent';
  }

  return { submit, deliver };
}

export type SalesInquiryService = ReturnType<typeof createSalesInquiryService>;
