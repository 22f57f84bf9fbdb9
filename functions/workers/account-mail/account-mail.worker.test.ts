import type { SQSEvent } from 'aws-lambda';
import {
  createMailCodeKey,
  createMailCodeSealer,
  newMailCodeSeed,
} from '../../adapters/crypto/mail-code-seal';
import type { AccountMailJob } from '../../domain/accounts/account.ports';
import { silentLogger } from '../../domain/ports/logger';
import { createAccountMailer } from './account-mail.worker';

const key = createMailCodeKey(newMailCodeSeed());
const seal = createMailCodeSealer(key.publicKey());
const context = { email: 'owner@example.com', purpose: 'register', expiresAt: 1_800_000_000 };

const eventOf = (...bodies: object[]): SQSEvent =>
  ({
    Records: bodies.map((body, n) => ({ messageId: `m${n}`, body: JSON.stringify(body) })),
  }) as unknown as SQSEvent;

const message = (sealedCode: string, email = context.email) => ({
  email,
  purpose: context.purpose,
  language: 'en-US',
  sealed_code: sealedCode,
  expires_at: context.expiresAt,
});

function mailer() {
  const delivered: AccountMailJob[] = [];
  const inquiries: string[] = [];
  const handler = createAccountMailer({
    unsealCode: key.open,
    deliver: async (job) => {
      delivered.push(job);
      return 'sent';
    },
    deliverNotice: async () => {},
    deliverSalesInquiry: async (id) => {
      inquiries.push(id);
      return 'sent';
    },
    log: silentLogger,
  });
  return { handler, delivered, inquiries };
}

describe('account mail consumer', () => {
  it('mails the code it opens', async () => {
    const { handler, delivered } = mailer();

    const result = await handler(eventOf(message(seal('518274', context))));

    expect(result.batchItemFailures).toEqual([]);
    expect(delivered.map((job) => [job.email, job.code])).toEqual([[context.email, '518274']]);
  });

  it('mails nothing it cannot open, and fails that message alone towards the dead-letter queue', async () => {
    const { handler, delivered } = mailer();
    const foreign = createMailCodeSealer(createMailCodeKey(newMailCodeSeed()).publicKey());

    const result = await handler(
      eventOf(
        message(seal('518274', context)),
        // Sealed for another key; re-addressed to another mailbox.
        message(foreign('111111', context)),
        message(seal('222222', context), 'thief@example.com'),
      ),
    );

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }]);
    expect(delivered.map((job) => job.code)).toEqual(['518274']);
  });

  it('hands a contact-sales message to the sales inbox by its stored id, and opens no code for it', async () => {
    const { handler, delivered, inquiries } = mailer();

    const result = await handler(eventOf({ sales_inquiry_id: 'k3Jq9xV0bW2mT7sLc4NfPa' }));

    expect(result.batchItemFailures).toEqual([]);
    expect(inquiries).toEqual(['k3Jq9xV0bW2mT7sLc4NfPa']);
    expect(delivered).toEqual([]);
  });
});
