import { accountMailMessageSchema } from '../../../shared/contract/payloads/account-mail.schema';
import type { AccountMailJob, MailCodeContext, SecurityNotice } from '../../domain/accounts/account.ports';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The account mail queue's consumer: mails each queued code (a reset code only to an existing
 * account, an expired one never), each notice of a sensitive change to the owner, and each
 * contact-sales message to the sales inbox. A failed send is reported alone, retried by SQS and after
 * maxReceiveCount left in the dead-letter queue (whose depth alarms).
 *
 * Codes arrive sealed for this consumer alone. One that does not open (altered, moved to another
 * address, sealed for another key) is never mailed: it is logged and fails like a failed send,
 * so it ends in the dead-letter queue, still sealed.
 */
export function createAccountMailer(deps: {
  /** Opens a sealed code; throws when it does not open with the consumer's key and this context. */
  unsealCode: (sealed: string, context: MailCodeContext) => string;
  deliver: (job: AccountMailJob) => Promise<'sent' | 'skipped'>;
  deliverNotice: (notice: SecurityNotice) => Promise<void>;
  /** Mails a stored contact-sales message to the sales inbox. */
  deliverSalesInquiry: (inquiryId: string) => Promise<'sent' | 'skipped'>;
  log: Logger;
}) {
  return messageBatchHandler(accountMailMessageSchema, deps.log, async (message, { log }) => {
    if ('sales_inquiry_id' in message) {
      const outcome = await deps.deliverSalesInquiry(message.sales_inquiry_id);
      log.info('sales inquiry mail', { outcome });
      return;
    }
    if ('notice' in message) {
      await deps.deliverNotice({
        kind: message.notice,
        email: message.email,
        language: message.language,
        subject: message.subject,
        atMs: message.at,
        byApiKey: message.by_api_key,
      });
      log.info('security notice mail', { notice: message.notice });
      return;
    }
    let code: string;
    try {
      code = deps.unsealCode(message.sealed_code, {
        email: message.email,
        purpose: message.purpose,
        expiresAt: message.expires_at,
      });
    } catch (error) {
      log.error('verification code does not open; not mailed, left for the dead-letter queue', {
        purpose: message.purpose,
      });
      throw error;
    }
    const outcome = await deps.deliver({
      email: message.email,
      purpose: message.purpose,
      language: message.language,
      code,
      expiresAt: message.expires_at,
    });
    // The address is personal data: the log says what happened, not to whom.
    log.info('verification mail', { purpose: message.purpose, outcome });
  });
}
