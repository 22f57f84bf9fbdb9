import { createHash } from 'node:crypto';
import { salesInquiriesPerClient } from '../../../shared/rules/client-limits';
import { inMemoryRateLimiter } from '../../testing/in-memory-rate-limiter';
import type { Mail } from '../accounts/account.ports';
import { AppError } from '../app-error';
import type { Entropy } from '../ports/entropy';
import type { SalesInquiry } from './sales-inquiry';
import { createSalesInquiryService } from './sales-inquiry.service';

/** The service over an in-memory table, queue and outbox, at a fixed time. */
function salesWorld() {
  const stored = new Map<string, SalesInquiry>();
  const queued: string[] = [];
  const sent: Mail[] = [];
  let ids = 0;
  const entropy: Entropy = {
    verificationCode: () => '000000',
    salt: () => 'salt',
    id: () => `inquiry${++ids}`,
    sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
  };
  const service = createSalesInquiryService({
    inquiries: {
      put: async (inquiry) => void stored.set(inquiry.id, inquiry),
      get: async (id) => stored.get(id),
      markMailed: async (id, atMs) => void stored.set(id, { ...stored.get(id)!, mailedAtMs: atMs }),
    },
    queueMail: async (id) => void queued.push(id),
    mailSalesTeam: async (mail) => void sent.push({ to: 'sales@operator.example', ...mail }),
    limits: inMemoryRateLimiter(),
    clock: { nowSeconds: () => 1_800_000_000, nowMs: () => 1_800_000_000_000 },
    entropy,
  });
  return { service, stored, queued, sent };
}

const request = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  company: 'Example <Exchange>',
  plan: 'professional' as const,
  message: 'We need API access.\nAbout 2,000 addresses a month.',
};
const context = { language: 'zh-CN' as const, client: '203.0.113.9' };

describe('contact-sales inquiries', () => {
  it('stores the inquiry, queues its mail and answers its reference', async () => {
    const { service, stored, queued } = salesWorld();

    const answer = await service.submit(request, context);

    expect(answer).toEqual({
      received: true,
      reference: expect.stringMatching(/^SI-[0-9A-HJKMNP-TV-Z]{8}$/),
    });
    expect(queued).toEqual(['inquiry1']);
    expect(stored.get('inquiry1')).toMatchObject({
      ...request,
      language: 'zh-CN',
      reference: answer.reference,
    });
  });

  it('mails the sales inbox once, Reply-To the sender, with the sender’s text escaped', async () => {
    const { service, queued, sent } = salesWorld();
    const { reference } = await service.submit(request, context);

    expect(await service.deliver(queued[0]!)).toBe('sent');
    // SQS may deliver a message twice: the second finds it mailed.
    expect(await service.deliver(queued[0]!)).toBe('skipped');

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'sales@operator.example', replyTo: 'ana@example.com' });
    expect(sent[0]!.subject).toContain(reference);
    expect(sent[0]!.text).toContain('Company: Example <Exchange>');
    expect(sent[0]!.html).toContain('Example &lt;Exchange&gt;');
    expect(sent[0]!.html).not.toContain('<Exchange>');
  });

  it('refuses a client past its hourly limit with 429 and Retry-After, storing nothing more', async () => {
    const { service, stored } = salesWorld();
    for (let n = 0; n < salesInquiriesPerClient.max; n += 1)
      await service.submit({ ...request, email: `buyer${n}@example.com` }, context);

    const refused = await service
      .submit({ ...request, email: 'another@example.com' }, context)
      .catch((e) => e);

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'too_many_requests',
      options: { headers: { 'Retry-After': expect.any(String) } },
    });
    expect(stored.size).toBe(salesInquiriesPerClient.max);
  });
});
