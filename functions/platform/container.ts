import type { Chain } from '../../shared/rules/chain-rules';
import { createChainSources } from '../adapters/chain/chain-sources';
import { createAccessTokenVerifier } from '../adapters/cognito/access-token-verifier';
import { createIdentityProvider } from '../adapters/cognito/identity-provider';
import { createAccountRepository } from '../adapters/dynamodb/account.repository';
import { createLabelRepository } from '../adapters/dynamodb/label.repository';
import { createQueryRepository } from '../adapters/dynamodb/query.repository';
import { createRiskPolicyRepository } from '../adapters/dynamodb/risk-policy.repository';
import { createServiceStatsRepository } from '../adapters/dynamodb/service-stats.repository';
import { createVerificationCodeRepository } from '../adapters/dynamodb/verification-code.repository';
import { downloadFeedDocuments } from '../adapters/labels/label-download';
import { storeSimulationAnchors } from '../adapters/labels/simulation-anchors';
import { createSesMailer } from '../adapters/ses/mailer';
import { createAnalysisStarter } from '../adapters/sfn/analysis-executions';
import { createQueryQueue } from '../adapters/sqs/query-queue';
import { createAccountService } from '../domain/accounts/account.service';
import { createPlanAdminService } from '../domain/accounts/plan-admin.service';
import type { AddressLabel } from '../domain/analysis/model';
import type { FeedDocument } from '../domain/labels/label-feed';
import type { LabelFeed } from '../domain/labels/label-feeds';
import { createLabelScreening } from '../domain/labels/label-screening.service';
import { createRiskPolicyService } from '../domain/policy/risk-policy.service';
import type { Clock } from '../domain/ports/clock';
import type { Entropy } from '../domain/ports/entropy';
import { createAnalysisService } from '../domain/queries/analysis.service';
import type { StartAnalysis } from '../domain/queries/query.ports';
import { createQueryService } from '../domain/queries/query.service';
import { buildReport } from '../domain/report/build-report';
import { type AnchorSet, emptyAnchorSet } from '../domain/simulation/anchor-set';
import { createSimulatedLedgerSource } from '../domain/simulation/simulated-ledger.source';
import { createPublicStatsService } from '../domain/stats/public-stats.service';
import { type AwsClients, createAwsClients } from './aws-clients';
import {
  type Config,
  ConfigError,
  cognitoIssuer,
  getConfig,
  logFormatOf,
  type OptionalSetting,
  requireSettings,
} from './config';
import { systemClock, systemEntropy } from './entropy';
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
  readonly queryRepository: ReturnType<typeof createQueryRepository>;
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
  const accountRepository = createAccountRepository(clients.ddb, table);
  const accounts = createAccountService({
    codes: createVerificationCodeRepository(clients.ddb, table),
    accounts: accountRepository,
    identity: createIdentityProvider(clients.cognito, config.USER_POOL_ID, config.USER_POOL_CLIENT_ID),
    sendMail: createSesMailer(clients.ses, config.MAIL_FROM),
    clock,
    entropy: overrides.entropy ?? systemEntropy,
    accessTokenValiditySeconds: userPoolDesign.accessTokenValidityMinutes * 60,
  });
  const queryRepository = createQueryRepository(clients.ddb, table);
  const queries = createQueryService({
    queries: queryRepository,
    currentPlan: accounts.currentPlan,
    enqueue: whenSet(config.QUERY_QUEUE_URL, 'QUERY_QUEUE_URL', (url) => createQueryQueue(clients.sqs, url)),
    clock,
    entropy: overrides.entropy ?? systemEntropy,
    log,
  });
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
  });
  const analysis = createAnalysisService({
    queries: queryRepository,
    policyOf: riskPolicies.applied,
    recordAnalysisTime: publicStats.recordAnalysis,
    currentPlan: accounts.currentPlan,
    sourceFor: createChainSources({ config, simulated: createSimulatedLedgerSource({ loadAnchors }) }),
    screen: screening.screen,
    buildReport,
    clock,
    log,
  });
  return {
    config,
    log,
    http: { log, corsAllowOrigin: config.CORS_ALLOW_ORIGIN },
    clients,
    clock,
    accounts,
    accountRepository,
    planAdmin: createPlanAdminService({ accounts: accountRepository, clock }),
    queries,
    queryRepository,
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
  };
}

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
