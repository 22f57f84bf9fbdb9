import { MONITOR_SHARDS } from '../../shared/constants/monitor-shards';
import type { Chain } from '../../shared/rules/chain-rules';
import { createApiGatewayUsagePlanKeys } from '../adapters/apigateway/usage-plan-keys';
import { chainScanCandidates, createChainScanners } from '../adapters/chain/chain-scanners';
import { createChainSources } from '../adapters/chain/chain-sources';
import { type AnchorSet, emptyAnchorSet } from '../adapters/chain/simulated/anchor-set';
import { createSimulatedLedgerSource } from '../adapters/chain/simulated/simulated-ledger.source';
import { createAccessTokenVerifier } from '../adapters/cognito/access-token-verifier';
import { createIdentityProvider } from '../adapters/cognito/identity-provider';
import { createAccountRepository } from '../adapters/dynamodb/account.repository';
import { createApiKeyRepository } from '../adapters/dynamodb/api-key.repository';
import { createChainScanRepository } from '../adapters/dynamodb/chain-scan.repository';
import { createCreditLedger } from '../adapters/dynamodb/credit-ledger';
import { createCreditStatementReader } from '../adapters/dynamodb/credit-statement.repository';
import { createInjectedTransferRepository } from '../adapters/dynamodb/injected-transfer.repository';
import { createLabelRepository } from '../adapters/dynamodb/label.repository';
import { createMonitorRepository } from '../adapters/dynamodb/monitor.repository';
import {
  createRecipientRepository,
  createRedeliveryCounter,
} from '../adapters/dynamodb/monitor-recipient.repository';
import { createQueryRepository } from '../adapters/dynamodb/query.repository';
import { createRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { createRiskPolicyRepository } from '../adapters/dynamodb/risk-policy.repository';
import { createServiceStatsRepository } from '../adapters/dynamodb/service-stats.repository';
import { createUsageRepository } from '../adapters/dynamodb/usage.repository';
import { createVerificationCodeRepository } from '../adapters/dynamodb/verification-code.repository';
import { downloadFeedDocuments } from '../adapters/labels/label-download';
import { storeSimulationAnchors } from '../adapters/labels/simulation-anchors';
import { createSesMailer } from '../adapters/ses/mailer';
import { createAlertDeliveryStarter } from '../adapters/sfn/alert-delivery-executions';
import { createAnalysisStarter } from '../adapters/sfn/analysis-executions';
import { createAccountMailQueue } from '../adapters/sqs/account-mail-queue';
import { createAlertQueue, createMonitorPollQueue } from '../adapters/sqs/monitor-queues';
import { createQueryQueue } from '../adapters/sqs/query-queue';
import { createWebhookUrlCheck } from '../adapters/webhooks/webhook-address-guard';
import { createWebhookSender } from '../adapters/webhooks/webhook-sender';
import { newWebhookSecret, signWebhook } from '../adapters/webhooks/webhook-signer';
import { createAccountService } from '../domain/accounts/account.service';
import { createPlanAdminService } from '../domain/accounts/plan-admin.service';
import type { UsagePlanKeys } from '../domain/api-keys/api-key.ports';
import { createApiKeyService } from '../domain/api-keys/api-key.service';
import { usageIdentifierValue } from '../domain/api-keys/usage-identifier';
import { createClientIdempotency } from '../domain/credits/client-idempotency';
import { createCreditStatementService } from '../domain/credits/credit-statement.service';
import type { AddressLabel } from '../domain/labels/address-label';
import { createBatchScreening } from '../domain/labels/batch-screening.service';
import type { FeedDocument } from '../domain/labels/label-feed';
import type { LabelFeed } from '../domain/labels/label-feeds';
import { createLabelScreening } from '../domain/labels/label-screening.service';
import { createAlertDelivery } from '../domain/monitoring/alert-delivery.service';
import { createMonitorService } from '../domain/monitoring/monitor.service';
import { createMonitorCost } from '../domain/monitoring/monitor-cost.service';
import { createMonitorCredits } from '../domain/monitoring/monitor-credits';
import { createMonitorPoller } from '../domain/monitoring/monitor-poller.service';
import { createRecipientConfirmation } from '../domain/monitoring/recipient-confirmation.service';
import { createRiskPolicyService } from '../domain/policy/risk-policy.service';
import type { Clock } from '../domain/ports/clock';
import type { Entropy } from '../domain/ports/entropy';
import { createAnalysisService } from '../domain/queries/analysis.service';
import type { StartAnalysis } from '../domain/queries/query.ports';
import { createQueryService } from '../domain/queries/query.service';
import { createQueryCredits } from '../domain/queries/query-credits';
import { createQueryEstimates } from '../domain/queries/query-estimate.service';
import { buildReport } from '../domain/report/build-report';
import { createPublicStatsService } from '../domain/stats/public-stats.service';
import { createUsageStatsService } from '../domain/usage/usage-stats.service';
import { type AwsClients, createAwsClients } from './aws-clients';
import { withSecrets } from './cold-start-secrets';
import {
  type Config,
  ConfigError,
  cognitoIssuer,
  getConfig,
  logFormatOf,
  type OptionalSetting,
  requireSettings,
} from './config';
import { systemClock, systemEntropy, systemRandomBytes } from './entropy';
import { timerHeartbeat } from './heartbeat';
import type { HttpPlatform } from './http/types';
import type { LambdaEntry } from './lambda-entries';
import { createLogger, type Logger } from './logger';
import { userPoolDesign } from './resource-design';

/**
 * The composition root: configuration, AWS clients, repositories and services are created here
 * and nowhere else. Lambda entries use the memoised default container; the local gateway and the
 * tests call createContainer with their own config (and fakes where a unit test needs them).
 */
interface LabelRefreshAdapters {
  download(feed: LabelFeed): Promise<FeedDocument[]>;
  storeAnchors(labels: readonly AddressLabel[]): Promise<void>;
}

export interface Container {
  readonly config: Config;
  readonly log: Logger;
  /** The logger and CORS origin every HTTP handler answers with. */
  readonly http: HttpPlatform;
  readonly clients: AwsClients;
  readonly clock: Clock;
  readonly accounts: ReturnType<typeof createAccountService>;
  readonly accountRepository: ReturnType<typeof createAccountRepository>;
  /** The operator's use cases (npm run plan:set). */
  readonly planAdmin: ReturnType<typeof createPlanAdminService>;
  readonly queries: ReturnType<typeof createQueryService>;
  /** What an analysis would cost, before it is asked for (GET /v1/query/estimate, create's 409). */
  readonly queryEstimates: ReturnType<typeof createQueryEstimates>;
  readonly queryRepository: ReturnType<typeof createQueryRepository>;
  /** The one path by which credits move (credit-ledger.ts). */
  readonly ledger: ReturnType<typeof createCreditLedger>;
  /** What a query holds and pays, committed with its status. */
  readonly queryCredits: ReturnType<typeof createQueryCredits>;
  readonly labelRepository: ReturnType<typeof createLabelRepository>;
  /** What the scheduled label refresh needs beyond the repository. */
  readonly labelFeeds: LabelRefreshAdapters;
  /** The steps of the analysis state machine. */
  readonly analysis: ReturnType<typeof createAnalysisService>;
  /** Users' risk policies (the report's verdict). */
  readonly riskPolicies: ReturnType<typeof createRiskPolicyService>;
  /** The home page's figures. */
  readonly publicStats: ReturnType<typeof createPublicStatsService>;
  /** Opens the analysis state machine's execution for a query (the query starter). */
  readonly startAnalysis: StartAnalysis;
  readonly verifyAccessToken: ReturnType<typeof createAccessTokenVerifier>;
  /** API keys (issue 11): the console's key management and the API-key authorizer's lookups. */
  readonly apiKeys: ReturnType<typeof createApiKeyService>;
  readonly apiKeyRepository: ReturnType<typeof createApiKeyRepository>;
  /** The usage-plan key the API-key authorizer answers (docs/architecture.md, public API). */
  readonly usagePlanKeys: UsagePlanKeys;
  readonly sha256Hex: (text: string) => string;
  /** POST /v1/screen (issue 11). */
  readonly batchScreening: ReturnType<typeof createBatchScreening>;
  /** Public-API usage statistics (issue 11). */
  readonly usageStats: ReturnType<typeof createUsageStatsService>;
  /** The credit statement: the caller's credit moves, newest first. */
  readonly creditStatement: ReturnType<typeof createCreditStatementService>;
  /** Monitored addresses, configuration, alerts and webhook secrets (issue 12). */
  readonly monitors: ReturnType<typeof createMonitorService>;
  /** What monitoring costs: an address's estimate from its recent transfers, a period's alerts. */
  readonly monitorCost: ReturnType<typeof createMonitorCost>;
  readonly monitorRepository: ReturnType<typeof createMonitorRepository>;
  /** The chain source of each chain, the one the analysis uses (the monitor poller reads it too). */
  readonly sourceFor: ReturnType<typeof createChainSources>;
  /** E-mail recipients' double opt-in: their states, new links, the public confirmation. */
  readonly recipientConfirmation: ReturnType<typeof createRecipientConfirmation>;
  /** The steps of the "alert delivery" state machine, redelivery and the test event. */
  readonly alertDelivery: ReturnType<typeof createAlertDelivery>;
  /** Opens the "alert delivery" execution of an alert (the alert queue's consumer). */
  readonly startAlertDelivery: (alertId: string) => Promise<'started' | 'already_started'>;
  /** Detection: the scheduled fan-out and the per-shard poll. */
  readonly monitorPoller: ReturnType<typeof createMonitorPoller>;
  /** The local stack's injected transfers; undefined on AWS. */
  readonly injectedTransfers?: ReturnType<typeof createInjectedTransferRepository>;
}

export interface ContainerOverrides {
  readonly clients?: AwsClients;
  readonly clock?: Clock;
  readonly entropy?: Entropy;
  readonly log?: Logger;
}

export function createContainer(config: Config, overrides: ContainerOverrides = {}): Container {
  const clients = overrides.clients ?? createAwsClients(config);
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger(config.LOG_LEVEL, { format: logFormatOf(config) });
  const table = config.TABLE_NAME;
  const entropy = overrides.entropy ?? systemEntropy;
  // The one path by which credits move, and the Idempotency-Keys of the calls that charge.
  const ledger = createCreditLedger(clients.ddb, table, { now: () => clock.nowMs() });
  const idempotency = createClientIdempotency({ ledger, entropy });
  const queryCredits = createQueryCredits({ ledger });
  const accountRepository = createAccountRepository(clients.ddb, table, ledger);
  const accounts = createAccountService({
    codes: createVerificationCodeRepository(clients.ddb, table),
    accounts: accountRepository,
    identity: createIdentityProvider(clients.cognito, config.USER_POOL_ID, {
      clientId: config.USER_POOL_CLIENT_ID,
      clientSecret: config.USER_POOL_CLIENT_SECRET,
      serverName: new URL(config.CONSOLE_URL).hostname,
    }),
    sendMail: createSesMailer(clients.ses, config.MAIL_FROM),
    queueMail: whenSet(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', (url) =>
      createAccountMailQueue(clients.sqs, url),
    ),
    limits: createRateLimiter(clients.ddb, table),
    clock,
    entropy: overrides.entropy ?? systemEntropy,
    accessTokenValiditySeconds: userPoolDesign.accessTokenValidityMinutes * 60,
    refreshTokenValiditySeconds: userPoolDesign.refreshTokenValidityDays * 86_400,
  });
  const queryRepository = createQueryRepository(clients.ddb, table);
  const labelRepository = createLabelRepository(clients.ddb, table);
  const screening = createLabelScreening({ repository: labelRepository, clock });
  // The simulated world is built around the anchors the label import stored; load them once.
  const anchors = new Map<Chain, Promise<AnchorSet>>();
  const loadAnchors = (chain: Chain): Promise<AnchorSet> => {
    let loaded = anchors.get(chain);
    if (!loaded) {
      loaded = labelRepository
        .getSimulationAnchors(chain)
        .then((stored) => (stored as AnchorSet | undefined) ?? emptyAnchorSet(chain));
      loaded.catch(() => anchors.delete(chain));
      anchors.set(chain, loaded);
    }
    return loaded;
  };
  const riskPolicies = createRiskPolicyService({
    policies: createRiskPolicyRepository(clients.ddb, table),
    clock,
  });
  const publicStats = createPublicStatsService({
    labels: labelRepository,
    stats: createServiceStatsRepository(clients.ddb, table),
    clock,
    log,
    cacheMs: config.PUBLIC_STATS_CACHE_SECONDS * 1000,
  });
  // Injected transfers (POST /_local/ledger/transfers) exist only on the local stack.
  const injectedTransfers =
    config.STAGE === 'local' ? createInjectedTransferRepository(clients.ddb, table) : undefined;
  const sourceFor = createChainSources({
    config,
    simulated: createSimulatedLedgerSource({
      loadAnchors,
      ...(injectedTransfers ? { injected: injectedTransfers } : {}),
    }),
  });
  // The estimate counts through the analysis's own chain source, so it prices what will be fetched.
  const queryEstimates = createQueryEstimates({
    queries: queryRepository,
    sourceFor,
    currentPlan: accounts.currentPlan,
    log,
  });
  const queries = createQueryService({
    queries: queryRepository,
    credits: queryCredits,
    idempotency,
    currentPlan: accounts.currentPlan,
    estimates: queryEstimates,
    enqueue: whenSet(config.QUERY_QUEUE_URL, 'QUERY_QUEUE_URL', (url) => createQueryQueue(clients.sqs, url)),
    clock,
    entropy: overrides.entropy ?? systemEntropy,
    log,
  });
  const analysis = createAnalysisService({
    queries: queryRepository,
    credits: queryCredits,
    heartbeat: timerHeartbeat,
    policyOf: riskPolicies.applied,
    recordAnalysisTime: publicStats.recordAnalysis,
    currentPlan: accounts.currentPlan,
    sourceFor,
    screen: screening.screen,
    buildReport,
    clock,
    log,
  });
  const apiKeyRepository = createApiKeyRepository(clients.ddb, table);
  const apiKeys = createApiKeyService({
    keys: apiKeyRepository,
    currentPlan: accounts.currentPlan,
    randomBytes: systemRandomBytes,
    entropy: overrides.entropy ?? systemEntropy,
    clock,
  });
  const usageRepository = createUsageRepository(clients.ddb, table);
  const monitorRepository = createMonitorRepository(clients.ddb, table, ledger);
  // Locally webhooks may go to loopback (tests, demos); on AWS only to public addresses.
  const webhookAddressPolicy = { allowLoopback: config.STAGE === 'local' };
  const deliveryLimits = createRateLimiter(clients.ddb, table);
  const recipientConfirmation = createRecipientConfirmation({
    recipients: createRecipientRepository(clients.ddb, table),
    limits: deliveryLimits,
    sendMail: createSesMailer(clients.ses, config.MAIL_FROM),
    accountEmail: async (userId) => (await accountRepository.getProfile(userId))?.email,
    clock,
    entropy,
    log,
    consoleUrl: config.CONSOLE_URL,
  });
  const monitors = createMonitorService({
    monitors: monitorRepository,
    credits: createMonitorCredits({ ledger }),
    idempotency,
    currentPlan: accounts.currentPlan,
    // The address is added by then: its query_once cannot ask (409) and analyses what the balance pays.
    createQuery: (userId, input, apiKeyId) =>
      queries.create(userId, input, apiKeyId, undefined, 'analyse_what_it_pays'),
    checkWebhookUrl: createWebhookUrlCheck(webhookAddressPolicy),
    newSecret: newWebhookSecret,
    clock,
    entropy: overrides.entropy ?? systemEntropy,
    onRecipientsSaved: recipientConfirmation.requestConfirmations,
  });
  const monitorPoller = createMonitorPoller({
    monitors: monitorRepository,
    sourceFor,
    screen: screening.screen,
    enqueueAlert: whenSet(config.ALERT_QUEUE_URL, 'ALERT_QUEUE_URL', (url) =>
      createAlertQueue(clients.sqs, url),
    ),
    enqueueShard: whenSet(
      config.MONITOR_POLL_QUEUE_URL,
      'MONITOR_POLL_QUEUE_URL',
      (url) => createMonitorPollQueue(clients.sqs, url).enqueueShard,
    ),
    shards: MONITOR_SHARDS,
    clock,
    sha256Hex: entropy.sha256Hex,
    log,
    // A chain with a live source is read by block scan (chain-scanners.ts); none locally by default.
    scan: {
      scannerFor: createChainScanners({ config }),
      scans: createChainScanRepository(clients.ddb, table),
      candidates: chainScanCandidates(config),
      enqueueScan: whenSet(
        config.MONITOR_POLL_QUEUE_URL,
        'MONITOR_POLL_QUEUE_URL',
        (url) => createMonitorPollQueue(clients.sqs, url).enqueueScan,
      ),
    },
  });
  const alertDelivery = createAlertDelivery({
    monitors: monitorRepository,
    idempotency: { keys: idempotency, ledger },
    currentPlan: accounts.currentPlan,
    sendWebhook: createWebhookSender(webhookAddressPolicy),
    signWebhook,
    sendMail: createSesMailer(clients.ses, config.MAIL_FROM),
    newSecret: newWebhookSecret,
    checkWebhookUrl: createWebhookUrlCheck(webhookAddressPolicy),
    clock,
    log,
    consoleUrl: config.CONSOLE_URL,
    retrySpeedUp: config.WEBHOOK_RETRY_SPEEDUP,
    newId: entropy.id,
    confirmedAmong: recipientConfirmation.confirmedAmong,
    limits: deliveryLimits,
    redeliveries: createRedeliveryCounter(clients.ddb, table),
  });
  return {
    config,
    log,
    monitors,
    monitorCost: createMonitorCost({ monitors: monitorRepository, sourceFor, clock }),
    monitorPoller,
    alertDelivery,
    recipientConfirmation,
    startAlertDelivery: whenSet(
      config.ALERT_DELIVERY_STATE_MACHINE_ARN,
      'ALERT_DELIVERY_STATE_MACHINE_ARN',
      (arn) => createAlertDeliveryStarter(clients.sfn, arn),
    ),
    monitorRepository,
    sourceFor,
    ...(injectedTransfers ? { injectedTransfers } : {}),
    http: { log, corsAllowOrigin: config.CORS_ALLOW_ORIGIN, recordCall: usageRepository.record },
    clients,
    clock,
    accounts,
    accountRepository,
    planAdmin: createPlanAdminService({ accounts: accountRepository, clock }),
    queries,
    queryEstimates,
    queryRepository,
    ledger,
    queryCredits,
    labelRepository,
    labelFeeds: {
      download: (feed) => downloadFeedDocuments(fetch, feed),
      storeAnchors: (labels) => storeSimulationAnchors(labels, labelRepository),
    },
    analysis,
    riskPolicies,
    publicStats,
    startAnalysis: whenSet(config.ANALYSIS_STATE_MACHINE_ARN, 'ANALYSIS_STATE_MACHINE_ARN', (arn) =>
      createAnalysisStarter(clients.sfn, arn),
    ),
    verifyAccessToken: createAccessTokenVerifier(cognitoIssuer(config), config.USER_POOL_CLIENT_ID),
    apiKeys,
    apiKeyRepository,
    // Locally the gateway meters keys itself (the stack's environment still names the plans).
    usagePlanKeys:
      config.STAGE === 'aws' && config.USAGE_PLAN_NAME_PREFIX
        ? createApiGatewayUsagePlanKeys({
            client: clients.apiGateway,
            planNamePrefix: config.USAGE_PLAN_NAME_PREFIX,
            sha256Hex: entropy.sha256Hex,
            recordTier: apiKeyRepository.recordUsagePlanTier,
          })
        : derivedUsagePlanKeys(entropy.sha256Hex),
    sha256Hex: entropy.sha256Hex,
    usageStats: createUsageStatsService({ usage: usageRepository }),
    creditStatement: createCreditStatementService({
      statement: createCreditStatementReader(clients.ddb, table),
    }),
    batchScreening: createBatchScreening({
      screening,
      ledger,
      idempotency,
      newId: entropy.id,
      currentPlan: accounts.currentPlan,
      clock,
    }),
  };
}

/** Usage-plan keys without API Gateway: the local gateway meters on the derived value itself. */
const derivedUsagePlanKeys = (sha256Hex: (text: string) => string): UsagePlanKeys => ({
  identifierFor: async (key, tier) => usageIdentifierValue(sha256Hex, key.keyHash, tier),
});

/**
 * An adapter over an optional setting: built when the setting is set, else one that refuses when
 * called. Lambda entries that use it declare the setting (lambda-entries.ts), so on AWS they stop
 * at cold start instead; this guards the other callers (tests, scripts) of createContainer.
 */
function whenSet<Args extends unknown[], Result>(
  value: string | undefined,
  name: OptionalSetting,
  build: (value: string) => (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  if (value) return build(value);
  return async () => {
    throw new ConfigError(`${name} is not set`);
  };
}

let memo: Container | undefined;

/**
 * The process's container (Lambda entries), built from the environment on first use. An entry
 * passes its row of lambda-entries.ts, so a setting it needs that is missing stops the cold start.
 */
export const getDefaultContainer = (entry?: LambdaEntry): Container => {
  memo ??= createContainer(getConfig());
  if (entry) requireSettings(memo.config, entry.requires, entry.entry);
  return memo;
};

/**
 * The same, for the entries that read secrets on AWS: the chain sources' keys, the user pool
 * client's secret (cold-start-secrets.ts), read once at cold start.
 */
export const getDefaultContainerWithSecrets = async (entry?: LambdaEntry): Promise<Container> => {
  memo ??= createContainer(await withSecrets(getConfig()));
  return getDefaultContainer(entry);
};
