import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { verificationMailMessageSchema } from '../../../shared/contract/payloads/account-mail.schema';
import { createMailCodeKey, createMailCodeSealer, newMailCodeSeed } from '../crypto/mail-code-seal';
import { createAccountMailQueue } from './account-mail-queue';

const sqs = new SQSClient({ region: 'us-east-1' });
const mock = mockClient(sqs);
const queueUrl = 'https://sqs.us-east-1.amazonaws.com/123456789012/wallet-risk-mail';

describe('createAccountMailQueue', () => {
  beforeEach(() => mock.reset());

  it('queues the code sealed for the consumer, never in clear', async () => {
    const key = createMailCodeKey(newMailCodeSeed());
    const queue = createAccountMailQueue(sqs, queueUrl, createMailCodeSealer(key.publicKey()));
    const job = {
      email: 'owner@example.com',
      purpose: 'reset',
      language: 'en-US',
      code: '381907',
      expiresAt: 1_800_000_000,
    } as const;

    await queue(job);

    const [call] = mock.commandCalls(SendMessageCommand);
    const body = call!.args[0].input.MessageBody!;
    expect(body).not.toContain(job.code);
    const message = verificationMailMessageSchema.parse(JSON.parse(body));
    expect(message).toMatchObject({ email: job.email, purpose: 'reset', expires_at: job.expiresAt });
    expect(
      key.open(message.sealed_code, { email: job.email, purpose: 'reset', expiresAt: job.expiresAt }),
    ).toBe(job.code);
  });
});
