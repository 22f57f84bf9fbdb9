import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  ApiKeySourceType,
  IdentitySource,
  Period,
  RequestAuthorizer,
  type RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Config } from '../../functions/platform/config';
import { lambdaEntries } from '../../functions/platform/lambda-entries';
import { apiBasePaths, isBuilt, type RouteGroup, routeGroups, routes } from '../../shared/api/routes';
import { apiTiers, consoleApiThrottle, publicApiThrottle } from './api-limits';
import type { AppConfig } from './app-config';
import { AccountMail } from './constructs/account-mail';
import { AlertDelivery } from './constructs/alert-delivery';
import { AnalysisWorkflow } from './constructs/analysis-workflow';
import {
  type AppFunctionsProps,
  allowSendingMail,
  anySesIdentityArn,
  appFunction,
} from './constructs/app-functions';
import type { EntryFunction } from './constructs/entry-function';
import { LabelRefresh } from './constructs/label-refresh';
import { MonitorDetection } from './constructs/monitor-detection';
import {
  grantUsagePlanKeyRelease,
  PublicApiAccess,
  publicGatewayErrorBodies,
} from './constructs/public-api-access';
import { QuerySweeper } from './constructs/query-sweeper';
import { RouteTableApi } from './constructs/route-table-api';
import { SpaHosting } from './constructs/spa-hosting';
import {
  grantTableAccess,
  type IndexName,
  queryHistoryIndexes,
  readWriteItems,
  type TableAccess,
} from './constructs/table-access';
import { ConsoleOriginGuard, originVerifyHeader, PublicApiFirewall } from './constructs/web-acls';
import {
  acknowledgeBasicExecutionRoles,
  acknowledgeBucketDeployment,
  acknowledgeRouteTableApi,
  acknowledgeSesSending,
  acknowledgeSpaHosting,
  acknowledgeStateMachine,
  acknowledgeTaskInvokes,
  acknowledgeUnrotatedSecret,
  wildcardFinding,
} from './nag-acknowledgements';
import type { QueueKey, QueuePair } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  readonly config: AppConfig;
  readonly repoRoot: string;
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The client's secret in Secrets Manager (stateful stack); only the accounts routes read it. */
  readonly userPoolClientSecret: ISecret;
  /** The query queue feeds the analysis workflow; the alert queue's workers arrive later. */
  readonly queues: Readonly<Record<QueueKey, QueuePair>>;
  /** The stage's alarm topic (stateful stack). */
  readonly alarmTopic: ITopic;
  /** Built SPA to upload (web/dist), when it exists. */
  readonly webAssetsPath?: string;
  /** CloudFront's web ACL (EdgeFirewallStack, us-east-1); absent in a region-agnostic synth. */
  readonly edgeWebAclArn?: string;
}

/** Repo-relative entry of a route group's Lambda (one function per group, shared/api/routes.ts). */
export const groupEntry = (group: RouteGroup): string => `functions/http/${group}/${group}.lambda.ts`;
export const userTokenAuthorizerEntry = lambdaEntries.userTokenAuthorizer.entry;

/**
 * Each route group's rights on the table, no more than its code uses. Every group writes: every answered
 * call is counted on the caller's usage item and reading a plan may grant its period's credits
 * (a ledger move). Only the groups that list query history or monitors query indexes.
 */
export const routeGroupTableAccess: Readonly<Record<RouteGroup, TableAccess>> = {
  accounts: { actions: readWriteItems },
  'api-keys': { actions: readWriteItems },
  usage: { actions: readWriteItems },
  // The statement reads the caller's own partition: no index.
  credits: { actions: readWriteItems },
  queries: { actions: readWriteItems, indexes: queryHistoryIndexes },
  monitoring: {
    actions: readWriteItems,
    indexes: [...queryHistoryIndexes, 'ActiveMonitors'] satisfies IndexName[],
  },
};

/** What the accounts routes may do on the user pool: create, set, delete, sign in (admin flow). */
export const accountsUserPoolActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminInitiateAuth',
] as const;

/** Environment variable names are those functions/platform/config.ts parses. */
type LambdaEnvironment = Partial<Record<keyof Config, string>>;

/**
 * Everything that can be replaced without losing data: the Lambdas, both REST APIs built from the
 * route table, and the SPA's bucket and distribution. It reaches the table, pool and queues only
 * through the props handed over from the stateful stack.
 */
export class StatelessStack extends Stack {
  readonly groupFunctions: Partial<Record<RouteGroup, EntryFunction>>;
  readonly userTokenAuthorizerFunction: EntryFunction;
  readonly consoleApi: RouteTableApi;
  readonly publicApi: RouteTableApi;
  readonly publicApiAccess: PublicApiAccess;
  readonly spa: SpaHosting;
  readonly analysis: AnalysisWorkflow;
  readonly labelRefresh: LabelRefresh;
  readonly querySweeper: QuerySweeper;
  readonly monitorDetection: MonitorDetection;
  readonly alertDelivery: AlertDelivery;
  readonly accountMail: AccountMail;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, repoRoot } = props;

    const baseEnvironment = {
      STAGE: 'aws',
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      MAIL_FROM: config.mailFrom,
      LOG_LEVEL: config.logLevel,
      CORS_ALLOW_ORIGIN: config.corsAllowOrigin,
      QUERY_QUEUE_URL: props.queues.query.queue.queueUrl,
      MAIL_QUEUE_URL: props.queues.mail.queue.queueUrl,
    } satisfies LambdaEnvironment;
    // What every function construct of the stage is built from.
    const functionsOfStage: AppFunctionsProps = {
      repoRoot,
      stage: config.stage,
      environment: baseEnvironment,
      table: props.table,
    };

    // Chain API keys stay in Secrets Manager: the template names the secret, the functions that
    // call chain sources read it at cold start (functions/platform/chain-keys.ts).
    const chainKeysSecret = config.chainKeysSecret
      ? chainKeysSecretOf(this, config.chainKeysSecret)
      : undefined;
    const chainSourceEnvironment: Record<string, string> = {
      ...config.chainSources,
      ...(chainKeysSecret
        ? { CHAIN_KEYS_SECRET_ID: chainKeysSecret.secretFullArn ?? chainKeysSecret.secretName }
        : {}),
    };

    this.analysis = new AnalysisWorkflow(this, 'Analysis', {
      ...functionsOfStage,
      chainSourceEnvironment,
      queryQueue: props.queues.query.queue,
      queryDeadLetterQueue: props.queues.query.deadLetterQueue,
    });
    chainKeysSecret?.grantRead(this.analysis.tasks.analyse);
    this.labelRefresh = new LabelRefresh(this, 'LabelRefresh', {
      ...functionsOfStage,
      alarmTopic: props.alarmTopic,
      rescreenQueue: props.queues.rescreen.queue,
      chainSourceEnvironment,
      ...(chainKeysSecret && { chainKeysSecret }),
    });
    this.accountMail = new AccountMail(this, 'AccountMail', {
      ...functionsOfStage,
      mailQueue: props.queues.mail.queue,
      salesInbox: config.salesInbox,
    });
    this.querySweeper = new QuerySweeper(this, 'QuerySweeper', {
      ...functionsOfStage,
    });

    this.monitorDetection = new MonitorDetection(this, 'MonitorDetection', {
      ...functionsOfStage,
      chainSourceEnvironment,
      pollQueue: props.queues.monitorPoll.queue,
      alertQueue: props.queues.alert.queue,
      rescreenQueue: props.queues.rescreen.queue,
    });

    chainKeysSecret?.grantRead(this.monitorDetection.shardPoller);

    const usagePlanNamePrefix = `wallet-risk-${config.stage}-`;
    // Only groups with something to serve get a function; the rest arrive with their routes.
    const builtGroups = routeGroups.filter((group) => routes.some((r) => r.group === group && isBuilt(r)));
    this.groupFunctions = {};
    for (const group of builtGroups) {
      const fn = appFunction(this, `${pascalCase(group)}Function`, functionsOfStage, {
        entry: groupEntry(group),
        purpose: `${group} routes`,
      });
      grantTableAccess(fn, props.table, routeGroupTableAccess[group]);
      if (group === 'accounts') {
        // Only the accounts group talks to Cognito (AdminCreateUser after the e-mail code check,
        // AdminInitiateAuth with the client's SECRET_HASH for sign-in and refresh) and queues
        // verification mail (the account mail consumer sends it).
        props.userPool.grant(fn, ...accountsUserPoolActions);
        fn.addEnvironment('USER_POOL_CLIENT_SECRET_ID', props.userPoolClientSecret.secretArn);
        props.userPoolClientSecret.grantRead(fn);
        props.queues.mail.queue.grantSendMessages(fn);
        // Codes are queued sealed for the mail consumer alone: the routes hold its public key only.
        fn.addEnvironment('MAIL_CODE_PUBLIC_KEY', this.accountMail.mailCodePublicKey);
      }
      if (group === 'queries') {
        // The query estimate asks the analysis's chain source for a count: the function must pick
        // the same source the analysis will (a live one, never the simulated ledger on AWS).
        for (const [name, value] of Object.entries(chainSourceEnvironment)) fn.addEnvironment(name, value);
        chainKeysSecret?.grantRead(fn);
      }
      // monitoring mails alerts again when the user asks (redeliver); account mail has its own consumer.
      if (group === 'monitoring') {
        // The cost estimate reads an address's recent transfers through the chain sources.
        for (const [name, value] of Object.entries(chainSourceEnvironment)) fn.addEnvironment(name, value);
        chainKeysSecret?.grantRead(fn);
        allowSendingMail(fn, anySesIdentityArn(this));
      }
      // Deleting a key deletes its API Gateway key (usage plans below, public-api-access.ts).
      if (group === 'api-keys') grantUsagePlanKeyRelease(fn, usagePlanNamePrefix);
      // query/create hands new queries to the analysis workflow through the query queue.
      // (monitoring: query_once runs one normal analysis.)
      if (group === 'queries' || group === 'monitoring') props.queues.query.queue.grantSendMessages(fn);
      // api-keys and monitoring queue a notice to the owner of each sensitive change (a new or
      // widened key, new alert destinations); the account mail consumer mails it.
      if (group === 'api-keys' || group === 'monitoring') props.queues.mail.queue.grantSendMessages(fn);
      this.groupFunctions[group] = fn;
    }

    this.userTokenAuthorizerFunction = appFunction(this, 'UserTokenAuthorizerFunction', functionsOfStage, {
      entry: userTokenAuthorizerEntry,
      purpose: 'console API user-token authorizer',
      memorySize: 256,
      timeout: Duration.seconds(10),
    });
    // Reads the revoked-token item logout writes (TOKEN#<jti>) and the account's session cut-off
    // (USER#<sub>), one GetItem each: nothing else.
    grantTableAccess(this.userTokenAuthorizerFunction, props.table, {
      actions: ['GetItem'],
      leadingKeyPrefixes: ['TOKEN#', 'USER#'],
    });

    const userTokenAuthorizer = new RequestAuthorizer(this, 'UserTokenAuthorizer', {
      authorizerName: 'user-token',
      handler: this.userTokenAuthorizerFunction,
      identitySources: [IdentitySource.header('Authorization')],
      // Never cache: a logged-out token must be refused on its very next request.
      resultsCacheTtl: Duration.seconds(0),
    });

    this.consoleApi = new RouteTableApi(this, 'ConsoleApi', {
      api: 'console',
      stage: config.stage,
      description: 'wallet-risk console API (SPA, Cognito user tokens), served under /api by CloudFront',
      handlers: this.groupFunctions,
      authorizers: { user: userTokenAuthorizer },
      corsAllowOrigin: config.corsAllowOrigin,
      throttle: consoleApiThrottle,
    });

    this.publicApiAccess = new PublicApiAccess(this, 'PublicApiAccess', {
      ...functionsOfStage,
      usagePlanNamePrefix,
    });

    this.publicApi = new RouteTableApi(this, 'PublicApi', {
      api: 'public',
      stage: config.stage,
      description: 'wallet-risk public API (API keys, usage plans per tier)',
      handlers: this.groupFunctions,
      authorizers: { 'api-key': this.publicApiAccess.authorizer },
      apiKeyRequired: true,
      gatewayErrorBodies: publicGatewayErrorBodies(),
      // The allowed origin is the console's, and the console never calls the public API from the
      // browser (a key in a web page would be a published key): no preflight here. It also keeps
      // the stack under CloudFormation's 500 resources, as a preflight is a method per resource.
      corsAllowOrigin: '',
      throttle: publicApiThrottle,
      // Keys arrive as X-API-Key or ?api_key=, which only an authorizer can read both of; it
      // returns the key as usageIdentifierKey for the usage plan.
      apiKeySourceType: ApiKeySourceType.AUTHORIZER,
    });

    for (const { plan, limits } of apiTiers()) {
      // The API-key authorizer adds each key to its tier's plan on first use (public-api-access.ts).
      this.publicApi.restApi.addUsagePlan(`${pascalCase(plan.key)}UsagePlan`, {
        name: `${usagePlanNamePrefix}${plan.key}`,
        description: `package_type ${plan.packageType} (${plan.key})`,
        throttle: limits.throttle,
        quota: { limit: limits.requestsPerDay, period: Period.DAY },
        apiStages: [{ api: this.publicApi.restApi, stage: this.publicApi.restApi.deploymentStage }],
      });
    }

    // WAF on the public API (its per-client limits); the console API only answers our CloudFront.
    new PublicApiFirewall(this, 'PublicApiFirewall', { api: this.publicApi.restApi, stage: config.stage });
    const originSecret = new Secret(this, 'ConsoleOriginSecret', {
      description:
        'wallet-risk: header value CloudFront adds so the console API knows the request came through it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    new ConsoleOriginGuard(this, 'ConsoleOriginGuard', {
      api: this.consoleApi.restApi,
      stage: config.stage,
      originSecret: originSecret.secretValue.unsafeUnwrap(),
      alarmTopic: props.alarmTopic,
    });

    this.spa = new SpaHosting(this, 'Spa', {
      consoleApi: this.consoleApi.restApi,
      webAssetsPath: props.webAssetsPath,
      originHeaders: { [originVerifyHeader]: originSecret.secretValue.unsafeUnwrap() },
      webAclArn: props.edgeWebAclArn,
      // The docs build every example on the public API's own URL, known only at deploy time.
      runtimeConfig: { ...config.runtimeConfig, public_api_url: publicApiBaseUrl(this.publicApi.restApi) },
    });

    this.alertDelivery = new AlertDelivery(this, 'AlertDelivery', {
      ...functionsOfStage,
      environment: {
        ...baseEnvironment,
        CONSOLE_URL: `https://${this.spa.distribution.distributionDomainName}`,
      },
      alertQueue: props.queues.alert.queue,
      sesIdentityArn: anySesIdentityArn(this),
    });

    // cdk-nag findings accepted, each with its reason (infra/test/cdk-nag.test.ts).
    const sesIdentities = this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    acknowledgeBasicExecutionRoles(this);
    for (const fn of [
      this.groupFunctions.monitoring,
      this.accountMail.function,
      this.alertDelivery.tasks.sendEmails,
    ])
      if (fn) acknowledgeSesSending(fn, sesIdentities);
    for (const workflow of [this.analysis, this.alertDelivery]) {
      acknowledgeStateMachine(workflow.stateMachine);
      acknowledgeTaskInvokes(workflow.stateMachine.role, Object.values(workflow.tasks));
    }
    acknowledgeRouteTableApi(this.consoleApi.restApi, 'console');
    acknowledgeRouteTableApi(this.publicApi.restApi, 'public');
    Validations.of(this.publicApiAccess.function).acknowledge({
      id: `AwsSolutions-${wildcardFinding(this, this.formatArn({ service: 'apigateway', account: '', resource: '/usageplans/*/keys' }))}`,
      reason:
        'The API-key authorizer adds a key to the usage plan of its tier, found by name at run time: naming the plans here would make a dependency cycle (public-api-access.ts).',
    });
    acknowledgeUnrotatedSecret(
      originSecret,
      'Rotating the origin header value needs CloudFront and the WAF rule updated together, which a deploy does; a Secrets Manager rotation would break the console until then.',
    );
    acknowledgeSpaHosting(this.spa.bucket, this.spa.distribution);
    acknowledgeBucketDeployment(this);

    new CfnOutput(this, 'ConsoleApiUrl', {
      description: 'Console API, direct (the SPA calls it through CloudFront at /api)',
      value: this.consoleApi.restApi.urlForPath(apiBasePaths.console),
    });
    new CfnOutput(this, 'PublicApiUrl', { value: this.publicApi.restApi.url });
    new CfnOutput(this, 'DistributionDomainName', { value: this.spa.distribution.distributionDomainName });
    new CfnOutput(this, 'ConsoleUrl', { value: `https://${this.spa.distribution.distributionDomainName}` });
    new CfnOutput(this, 'SpaBucketName', { value: this.spa.bucket.bucketName });
  }
}

/**
 * The public API's base URL as its callers use it, the stage's URL without the trailing slash
 * RestApi.url ends in (the docs append `/v1/...` paths to it). Resolved at deploy time.
 */
const publicApiBaseUrl = (api: RestApi): string =>
  `https://${api.restApiId}.execute-api.${Stack.of(api).region}.${Stack.of(api).urlSuffix}/${api.deploymentStage.stageName}`;

const pascalCase = (kebab: string): string =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The chain keys secret by its full ARN or by its name (app config `chainKeysSecret`). */
function chainKeysSecretOf(scope: Construct, nameOrArn: string): ISecret {
  return nameOrArn.startsWith('arn:')
    ? Secret.fromSecretCompleteArn(scope, 'ChainKeysSecret', nameOrArn)
    : Secret.fromSecretNameV2(scope, 'ChainKeysSecret', nameOrArn);
}
