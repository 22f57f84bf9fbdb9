import { counterpartyPartition } from '../../adapters/dynamodb/entities/counterparty';
import { createLabelRepository } from '../../adapters/dynamodb/label.repository';
import { queryAll } from '../../adapters/dynamodb/reads';
import { readFeedDocuments } from '../../adapters/labels/label-directory';
import { createRescreenQueue } from '../../adapters/sqs/rescreen-queue';
import { labelFeeds, localSnapshotDateOf } from '../../domain/labels/label-feeds';
import { storeLabelFeeds } from '../../domain/labels/label-store.service';
import type { RiskLabelChange } from '../../domain/labels/risk-label-changes';
import { silentLogger } from '../../domain/ports/logger';
import { localStack } from '../../testing/local-stack';
import { alertPage, randomEvm, waitForAlerts, watchNewEvmAddress } from '../../testing/monitoring-helpers';
import { publishedLabelsDir } from '../../testing/published-labels';
import { startWebhookReceiver } from '../../testing/webhook-receiver';

/**
 * Counterparty re-screening end to end on the local stack: a monitored address pays a stranger
 * (the poll records the dealing), then the stranger is listed by a feed through the feed's own
 * path (its documents, its parser, the label store with the re-screen queue, as the daily
 * refresh does). The re-screen consumer raises one known_risk alert, delivered and charged like
 * any alert; importing the same list again raises nothing.
 */
const { api, users, injectTransfer, config, clients, table } = localStack();
const mew = labelFeeds.find((feed) => feed.id === 'mew-darklist')!;

/** The MEW darklist as published, plus one row listing `address` as a scam today. */
async function darklistListing(address: string) {
  const documents = (await readFeedDocuments(publishedLabelsDir, mew))!;
  return documents.map((document) => {
    const rows = JSON.parse(document.text) as { address: string; comment: string; date: string }[];
    rows.push({ address, comment: 'Fake exchange (test)', date: new Date().toISOString().slice(0, 10) });
    return { ...document, text: JSON.stringify(rows) };
  });
}

async function quota(token: string): Promise<number> {
  return (await api.call<{ query_quota: number }>('GET', '/api/user-package', { token })).body.query_quota;
}

describe('counterparty re-screening', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('alerts once, charged once, when a counterparty paid earlier is listed later', async () => {
    // Prepare: a monitored address, pushing to a webhook, pays a stranger; wait until the poll
    // has recorded the dealing.
    const user = await users.userOnPlan('enterprise', 100, 'rescreen');
    const token = user.access_token;
    const saved = await api.call('POST', '/api/v1/monitor/config/default', {
      token,
      body: { config: { notification: { webhook: { enabled: true, urls: [receiver.url] } } } },
    });
    expect(saved.status).toBe(200);
    const watched = await watchNewEvmAddress(api, token);
    const payee = randomEvm();
    const tx = await injectTransfer({ chain: 'ethereum', from: watched, to: payee, amount: '75' });
    await waitForDealing(payee, watched);
    // Judged then, the payment raised nothing: the payee carried no label (and transactions are off).
    expect((await alertPage(api, token)).total).toBe(0);
    const before = await quota(token);

    // Act: the feed lists the payee (the same documents → parser → store path as a refresh).
    const enqueue = createRescreenQueue(clients.sqs, config.RESCREEN_QUEUE_URL!);
    const handed: RiskLabelChange[] = [];
    const importListing = async () =>
      storeLabelFeeds([mew.parse(await darklistListing(payee), localSnapshotDateOf(mew.id))], {
        repository: createLabelRepository(clients.ddb, table),
        log: silentLogger,
        onRiskLabelsAdded: async (changes) => {
          handed.push(...changes);
          await enqueue(changes);
        },
      });
    await importListing();

    // Assess: exactly the payee was handed over, and one known_risk alert arrives, paid.
    expect(handed.map((c) => [c.address, c.category, c.source])).toEqual([
      [payee, 'fraudulent', 'mew-darklist'],
    ]);
    const [alert] = await waitForAlerts(api, token, (list) =>
      list.some((a) => a.credits_charged === 3 && a.notification_status.webhook!.state === 'sent'),
    );
    expect(alert).toMatchObject({
      monitor_type: 'known_risk',
      counterparty_address: payee,
      tx_hash: tx,
      amount: '75',
      details: { direction: 'out', risk_type: 'fraudulent', label_source: 'mew-darklist' },
    });
    expect(alert!.details.description).toMatch(
      /^A counterparty you paid on \d{4}-\d{2}-\d{2} was labelled fraudulent by mew-darklist on \d{4}-\d{2}-\d{2}$/,
    );
    expect(await quota(token)).toBe(before - 3);
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id)).toEqual([
      alert!.id,
    ]);

    // A second import of the same list changes no label: nothing is handed over or raised.
    const again = await importListing();
    expect(handed).toHaveLength(1);
    expect(again.chains.every((c) => c.riskRaised === 0)).toBe(true);
    expect((await alertPage(api, token)).total).toBe(1);
    expect(await quota(token)).toBe(before - 3);
  });
});

/** Waits until a poll has put the dealing of `watched` with `counterparty` in the counterparty index. */
async function waitForDealing(counterparty: string, watched: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const items = await queryAll(clients.ddb, {
      TableName: table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': counterpartyPartition('ethereum', counterparty) },
    });
    if (items.some((item) => item.monitoring_address === watched)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the poll did not record the dealing in time');
}
