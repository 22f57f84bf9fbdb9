import { MONITOR_SHARDS } from '../../../shared/constants/monitor-shards';
import type { Chain } from '../../../shared/rules/chain-rules';
import { chainScanCandidates, createChainScanners } from '../../adapters/chain/chain-scanners';
import { createChainScanRepository } from '../../adapters/dynamodb/chain-scan.repository';
import { createCounterpartyRepository } from '../../adapters/dynamodb/counterparty.repository';
import { createMonitorRepository } from '../../adapters/dynamodb/monitor.repository';
import {
  createRecipientRepository,
  createRedeliveryCounter,
} from '../../adapters/dynamodb/monitor-recipient.repository';
import { createAlertDeliveryStarter } from '../../adapters/sfn/alert-delivery-executions';
import { createAlertQueue, createMonitorPollQueue } from '../../adapters/sqs/monitor-queues';
import { createRescreenQueue } from '../../adapters/sqs/rescreen-queue';
import { createWebhookUrlCheck } from '../../adapters/webhooks/webhook-address-guard';
import { createWebhookSender } from '../../adapters/webhooks/webhook-sender';
import { newWebhookSecret, signWebhook } from '../../adapters/webhooks/webhook-signer';
import type { RiskLabelChange } from '../../domain/labels/risk-label-changes';
import { type AlertDelivery, createAlertDelivery } from '../../domain/monitoring/alert-delivery.service';
import type { ChainScanRepository, ChainTransferScanner } from '../../domain/monitoring/chain-scan.ports';
import type { CounterpartyIndex } from '../../domain/monitoring/counterparty-index.ports';
import {
  type CounterpartyRescreen,
  createCounterpartyRescreen,
} from '../../domain/monitoring/counterparty-rescreen.service';
import type { SendWebhook, SignWebhook } from '../../domain/monitoring/delivery.ports';
import type { RecipientRepository, RedeliveryCounter } from '../../domain/monitoring/delivery-guards.ports';
import { createMonitorService, type MonitorService } from '../../domain/monitoring/monitor.service';
import { createMonitorCost, type MonitorCost } from '../../domain/monitoring/monitor-cost.service';
import { createMonitorCredits } from '../../domain/monitoring/monitor-credits';
import { createMonitorPoller, type MonitorPoller } from '../../domain/monitoring/monitor-poller.service';
import type { MonitorRepository } from '../../domain/monitoring/monitoring.ports';
import {
  createRecipientConfirmation,
  type RecipientConfirmation,
} from '../../domain/monitoring/recipient-confirmation.service';
import { createUnreadAlerts, type UnreadAlertsService } from '../../domain/monitoring/unread-alerts.service';
import type { Container } from '../container';
import { builtOnFirstCall, lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';
import { whenSet } from './optional-setting';

export interface MonitoringPorts {
  readonly monitors: MonitorRepository;
  readonly recipients: RecipientRepository;
  readonly redeliveries: RedeliveryCounter;
  /** The alert queue: one message per new alert. */
  readonly enqueueAlert: (alertId: string) => Promise<void>;
  /** The monitor poll queue: one message per shard, and one per chain read by block scan. */
  readonly enqueueShard: (shard: number, scheduledAtMs: number) => Promise<void>;
  readonly enqueueScan: (chain: Chain, scheduledAtMs: number, delaySeconds: number) => Promise<void>;
  /** Who dealt with whom within the look-back window (counterparty re-screening). */
  readonly counterparties: CounterpartyIndex;
  /** The re-screen queue: the addresses a label import made riskier. */
  readonly enqueueRescreen: (changes: readonly RiskLabelChange[]) => Promise<void>;
  /** Opens the "alert delivery" execution of an alert (the alert queue's consumer). */
  readonly startAlertDelivery: (alertId: string) => Promise<'started' | 'already_started'>;
  readonly sendWebhook: SendWebhook;
  readonly signWebhook: SignWebhook;
  readonly newWebhookSecret: () => string;
  readonly checkWebhookUrl: (url: string) => Promise<void>;
  /** The block scanner of a chain with a live source; none locally by default. */
  readonly scannerFor: (chain: Chain) => ChainTransferScanner | undefined;
  readonly chainScans: ChainScanRepository;
  /** The chains the fan-out sends a scan message for. */
  readonly scanCandidates: readonly Chain[];
}

export const monitoringPorts: PortBuilders<MonitoringPorts> = ({ config, clients }, ports) => {
  // Locally webhooks may go to loopback over plain http (tests, demos); on AWS only to public
  // addresses, over https.
  const webhookAddressPolicy = {
    allowLoopback: config.STAGE === 'local',
    requireHttps: config.STAGE !== 'local',
  };
  const table = config.TABLE_NAME;
  return {
    monitors: () => createMonitorRepository(clients.ddb, table, ports().ledger),
    recipients: () => createRecipientRepository(clients.ddb, table),
    redeliveries: () => createRedeliveryCounter(clients.ddb, table),
    enqueueAlert: () =>
      builtOnFirstCall(() =>
        whenSet(config.ALERT_QUEUE_URL, 'ALERT_QUEUE_URL', (url) => createAlertQueue(clients.sqs, url)),
      ),
    enqueueShard: () =>
      builtOnFirstCall(() =>
        whenSet(
          config.MONITOR_POLL_QUEUE_URL,
          'MONITOR_POLL_QUEUE_URL',
          (url) => createMonitorPollQueue(clients.sqs, url).enqueueShard,
        ),
      ),
    enqueueScan: () =>
      builtOnFirstCall(() =>
        whenSet(
          config.MONITOR_POLL_QUEUE_URL,
          'MONITOR_POLL_QUEUE_URL',
          (url) => createMonitorPollQueue(clients.sqs, url).enqueueScan,
        ),
      ),
    counterparties: () => createCounterpartyRepository(clients.ddb, table),
    enqueueRescreen: () =>
      builtOnFirstCall(() =>
        whenSet(config.RESCREEN_QUEUE_URL, 'RESCREEN_QUEUE_URL', (url) =>
          createRescreenQueue(clients.sqs, url),
        ),
      ),
    startAlertDelivery: () =>
      builtOnFirstCall(() =>
        whenSet(config.ALERT_DELIVERY_STATE_MACHINE_ARN, 'ALERT_DELIVERY_STATE_MACHINE_ARN', (arn) =>
          createAlertDeliveryStarter(clients.sfn, arn),
        ),
      ),
    sendWebhook: () => createWebhookSender(webhookAddressPolicy),
    signWebhook: () => signWebhook,
    newWebhookSecret: () => newWebhookSecret,
    checkWebhookUrl: () => createWebhookUrlCheck(webhookAddressPolicy),
    scannerFor: () => createChainScanners({ config }),
    chainScans: () => createChainScanRepository(clients.ddb, table),
    scanCandidates: () => chainScanCandidates(config),
  };
};

export interface MonitoringModule {
  /** Monitored addresses, their configuration, alerts and webhook secrets. */
  readonly monitors: MonitorService;
  /** The console's unread alert count and its "seen up to" marker. */
  readonly unread: UnreadAlertsService;
  /** What monitoring costs: an address's estimate from its recent transfers, a period's alerts. */
  readonly cost: MonitorCost;
  /** Detection: the scheduled fan-out and the per-shard poll. */
  readonly poller: MonitorPoller;
  /** Counterparty re-screening: known_risk alerts for dealings with addresses labelled later. */
  readonly rescreen: CounterpartyRescreen;
  /** The steps of the "alert delivery" state machine, redelivery and the test event. */
  readonly alertDelivery: AlertDelivery;
  /** E-mail recipients' double opt-in: their states, new links, the public confirmation. */
  readonly recipientConfirmation: RecipientConfirmation;
}

type Needs = Pick<Container, 'config' | 'accounts' | 'credits' | 'labels' | 'queries'>;

export const monitoringModule = (ports: Ports, app: Needs): MonitoringModule => {
  const { config } = app;
  const module: MonitoringModule = lazyMembers<MonitoringModule>({
    recipientConfirmation: () =>
      createRecipientConfirmation({
        recipients: ports.recipients,
        limits: ports.rateLimiter,
        sendMail: ports.sendMail,
        accountEmail: async (userId) => (await ports.accounts.getProfile(userId))?.email,
        clock: ports.clock,
        entropy: ports.entropy,
        log: ports.log,
        consoleUrl: config.CONSOLE_URL,
      }),
    monitors: () =>
      createMonitorService({
        monitors: ports.monitors,
        credits: createMonitorCredits({ ledger: ports.ledger }),
        idempotency: app.credits.idempotency,
        currentPlan: app.accounts.currentPlan,
        // The address is added by then: its query_once cannot ask (409) and analyses what the balance pays.
        createQuery: (userId, input, apiKeyId) =>
          app.queries.service.create(userId, input, apiKeyId, undefined, 'analyse_what_it_pays'),
        checkWebhookUrl: ports.checkWebhookUrl,
        newSecret: ports.newWebhookSecret,
        clock: ports.clock,
        entropy: ports.entropy,
        onRecipientsSaved: (...args) => module.recipientConfirmation.requestConfirmations(...args),
      }),
    unread: () => createUnreadAlerts({ monitors: ports.monitors, clock: ports.clock }),
    cost: () =>
      createMonitorCost({ monitors: ports.monitors, sourceFor: ports.sourceFor, clock: ports.clock }),
    poller: () =>
      createMonitorPoller({
        monitors: ports.monitors,
        sourceFor: (chain) => ports.sourceFor(chain),
        screen: (chain, addresses) => app.labels.screening.screen(chain, addresses),
        enqueueAlert: ports.enqueueAlert,
        enqueueShard: ports.enqueueShard,
        counterparties: ports.counterparties,
        shards: MONITOR_SHARDS,
        clock: ports.clock,
        sha256Hex: ports.entropy.sha256Hex,
        log: ports.log,
        // A chain with a live source is read by block scan (chain-scanners.ts); none locally by default.
        scan: {
          scannerFor: ports.scannerFor,
          scans: ports.chainScans,
          candidates: ports.scanCandidates,
          enqueueScan: ports.enqueueScan,
          pollPeriodSeconds: config.MONITOR_POLL_SECONDS,
        },
      }),
    rescreen: () =>
      createCounterpartyRescreen({
        counterparties: ports.counterparties,
        monitors: ports.monitors,
        enqueueAlert: ports.enqueueAlert,
        clock: ports.clock,
        sha256Hex: ports.entropy.sha256Hex,
        log: ports.log,
      }),
    alertDelivery: () =>
      createAlertDelivery({
        monitors: ports.monitors,
        idempotency: { keys: app.credits.idempotency, ledger: ports.ledger },
        currentPlan: app.accounts.currentPlan,
        sendWebhook: ports.sendWebhook,
        signWebhook: ports.signWebhook,
        sendMail: ports.sendMail,
        newSecret: ports.newWebhookSecret,
        checkWebhookUrl: ports.checkWebhookUrl,
        clock: ports.clock,
        log: ports.log,
        consoleUrl: config.CONSOLE_URL,
        retrySpeedUp: config.WEBHOOK_RETRY_SPEEDUP,
        newId: ports.entropy.id,
        confirmedAmong: (userId, emails) => module.recipientConfirmation.confirmedAmong(userId, emails),
        limits: ports.rateLimiter,
        redeliveries: ports.redeliveries,
      }),
  });
  return module;
};
