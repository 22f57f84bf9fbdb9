import { accountMailMessageSchema } from '../../../shared/contract/payloads/account-mail.schema';
import type { AccountMailJob, SecurityNotice } from '../../domain/accounts/account.ports';
import type { Logger } from '../../platform/logger';
import { messageBatchHandler } from '../../platform/sqs/message-batch';

/**
 * The account mail queue's consumer: mails each queued code (a reset code only to an existing
 * account, an expired one never) and each notice of a sensitive change to the owner. A failed send is reported alone, retried by SQS and after
 * maxReceiveCount left in the dead-letter queue (whose depth alarms).
 */
export function createAccountMailer(deps: {
  deliver: (job: AccountMailJob) => Promise<'sent' | 'skipped'>;
  deliverNotice: (notice: SecurityNotice) => Promise<void>;
  log: Logger;
}) {
  return messageBatchHandler(accountMailMessageSchema, deps.log, async (message, { log }) => {
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
    const outcome = await deps.deliver({
      email: message.email,
      purpose: message.purpose,
      language: message.language,
      code: message.code,
      expiresAt: message.expires_at,
    });
    // The address is personal data: the log says what happened, not to whom.
    log.info('verification mail', { purpose: message.purpose, outcome });
  });
}
