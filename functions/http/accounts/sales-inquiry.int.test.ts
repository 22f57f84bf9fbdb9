import { scanItems } from '../../adapters/dynamodb/reads';
import { uniqueEmail } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';

const { env, api, ddb, table } = localStack();

describe('contact sales (the pricing page’s form)', () => {
  it('stores the inquiry and mails it to the sales inbox through the mail queue', async () => {
    const email = uniqueEmail('buyer');
    const message = `We screen about 2,000 deposit addresses a month (${email}).`;

    const sent = await api.call<{ received: true; reference: string }>('POST', '/api/sales-inquiry', {
      body: { name: 'Ana Lima', email, company: 'Example Exchange', plan: 'professional', message },
      language: 'zh-CN',
    });

    expect(sent.status).toBe(200);
    expect(sent.body.reference).toMatch(/^SI-[0-9A-Z]{8}$/);
    // The mail consumer sends it after the route answered: wait for it in the local inbox.
    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 50 && !mail?.text.includes(email); i++) {
      mail = await api.latestMail(env.SALES_INBOX!);
      if (!mail?.text.includes(email)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toContain(sent.body.reference);
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain(`E-mail: ${email}`);
    expect(mail?.text).toContain('Plan of interest: professional');
    expect(mail?.text).toContain('Language: zh-CN');
    // The stored record says it was mailed (just after the send), so a redelivery mails nothing twice.
    let mailed: number | undefined;
    for (let i = 0; i < 20 && mailed === undefined; i++) {
      mailed = await mailedAt(sent.body.reference);
      if (mailed === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mailed).toEqual(expect.any(Number));
  });

  it('refuses a message without one, storing nothing', async () => {
    const refused = await api.call('POST', '/api/sales-inquiry', {
      body: { name: 'Ana Lima', email: uniqueEmail('buyer'), plan: 'professional', message: '   ' },
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { field: 'message' } });
  });
});

/**
 * The stored inquiry's mailed_at_ms, found by its reference: the id is not in the answer, so the
 * test scans the SALES# items (page by page; a filter applies after each page is read).
 */
async function mailedAt(reference: string): Promise<number | undefined> {
  for await (const found of scanItems(ddb, {
    TableName: table,
    FilterExpression: 'begins_with(PK, :sales) AND #reference = :reference',
    ExpressionAttributeNames: { '#reference': 'reference' },
    ExpressionAttributeValues: { ':sales': 'SALES#', ':reference': reference },
  }))
    return found.mailed_at_ms as number | undefined;
  return undefined;
}
