import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { lambdaEntries } from '../../functions/platform/lambda-entries';
import {
  deadLetterQueueName,
  type QueueDesign,
  queueDesigns,
  tableDesign,
  userPoolDesign,
} from '../../functions/platform/resource-design';
import { EntryFunction } from './constructs/entry-function';
import {
  acknowledgeBasicExecutionRoles,
  acknowledgeUnrotatedSecret,
  acknowledgeUserPool,
} from './nag-acknowledgements';

export type QueueKey = keyof typeof queueDesigns;

export interface QueuePair {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
}

/**
 * The resources that hold data: the single table, the user pool and the queues. They live in
 * their own stack so the stateless stack (functions, APIs, CDN) can be torn down and rebuilt
 * freely; the table and the pool are retained even if this stack is deleted.
 * Shapes come from resource-design.ts, which the local stack also creates its resources from.
 */
export interface StatefulStackProps extends StackProps {
  /** Where the pre-token-generation trigger's entry is bundled from. */
  readonly repoRoot: string;
  /** Indexes of the table design left out of this deploy (AppConfig.deferIndexes). */
  readonly deferIndexes?: readonly string[];
}

export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The client's secret, copied into Secrets Manager for the accounts routes to read at cold start. */
  readonly userPoolClientSecret: Secret;
  readonly queues: Readonly<Record<QueueKey, QueuePair>>;
  /** Where the stage's alarms go; subscribe an address to it (docs/deploy.md). */
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const deferred = new Set(props.deferIndexes ?? []);

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: tableDesign.indexes
        .filter((index) => !deferred.has(index.name))
        .map((index) => ({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType[index.projection],
        })),
      timeToLiveAttribute: tableDesign.ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: userPoolDesign.name,
      // Our API creates users itself (AdminCreateUser after its own e-mail code check), so
      // nobody signs up through Cognito and Cognito never sends mail.
      selfSignUpEnabled: false,
      signInAliases: { email: true, username: false },
      signInCaseSensitive: false,
      autoVerify: { email: false },
      email: UserPoolEmail.withCognito(),
      // The client sends SHA-256 hex of the password (spec 01 §5): character classes would be
      // meaningless (and hex has no upper case or symbols), so only the length is checked here.
      passwordPolicy: {
        minLength: userPoolDesign.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      // Password reset goes through our own e-mail code and AdminSetUserPassword.
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      // Account takeover: the pool's own threat protection (compromised-credential and risk-based
      // sign-in blocking, with its event log) exists only on the Plus plan. With MFA off, a
      // sign-in judged high risk is blocked and our login answers it as a wrong password.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Access tokens reach the browser, and with Cognito's self-service scope a user could call
    // DeleteUser or ChangePassword on their own Cognito user behind our API's back: the trigger
    // (V2, a Plus/Essentials feature) issues every access token without that scope.
    const preTokenGeneration = new EntryFunction(this, 'PreTokenGenerationFunction', {
      repoRoot: props.repoRoot,
      entry: lambdaEntries.preTokenGeneration.entry,
      description: 'wallet-risk: access tokens without the Cognito self-service scope',
      environment: {},
      memorySize: 128,
      timeout: Duration.seconds(5),
    });
    this.userPool.addTrigger(
      UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      preTokenGeneration,
      LambdaVersion.V2_0,
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolDesign.clientName,
      // A confidential client that only our API (the accounts routes, IAM-signed
      // AdminInitiateAuth with the SECRET_HASH) can sign in through: the browser never talks to
      // Cognito, so nobody can call InitiateAuth with the client id and skip our sign-in limits.
      generateSecret: true,
      // ALLOW_ADMIN_USER_PASSWORD_AUTH only (CDK adds ALLOW_REFRESH_TOKEN_AUTH): no
      // USER_PASSWORD_AUTH, no USER_SRP_AUTH, no custom auth.
      authFlows: { adminUserPassword: true },
      disableOAuth: true,
      // An empty write list would mean "every standard attribute" to Cognito, so the list names
      // one attribute nothing of ours reads: e-mail (the sign-in name, tied to the table's owner
      // item) and the rest cannot be changed with a user's token (UpdateUserAttributes).
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
      readAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        emailVerified: true,
        locale: true,
      }),
      accessTokenValidity: Duration.minutes(userPoolDesign.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(userPoolDesign.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(userPoolDesign.refreshTokenValidityDays),
      // Logout revokes the refresh token (RevokeToken), which needs revocation enabled.
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
    // The secret reaches the functions only through Secrets Manager (read at cold start), never
    // as an environment variable: CDK reads it from Cognito at deploy time (a custom resource
    // calling DescribeUserPoolClient) and stores it here.
    this.userPoolClientSecret = new Secret(this, 'WebClientSecret', {
      description: 'wallet-risk: secret of the user pool web client (SECRET_HASH of our sign-in)',
      secretStringValue: this.userPoolClient.userPoolClientSecret,
    });

    // Every queue of the design, so a queue added there appears here (and in the local stack).
    this.queues = Object.fromEntries(
      (Object.keys(queueDesigns) as QueueKey[]).map((key) => [key, this.queuePair(key, queueDesigns[key])]),
    ) as Record<QueueKey, QueuePair>;

    // A message in a dead-letter queue is work that failed every retry: the query DLQ's consumer
    // fails and refunds it within seconds, so one still there after 15 minutes means the consumer
    // is failing too; nothing consumes the alert DLQ yet, so any message there needs a look.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'wallet-risk alarms', enforceSSL: true });
    for (const [key, pair] of Object.entries(this.queues)) {
      new Alarm(this, `${pascalCase(key)}DeadLetterQueueAlarm`, {
        alarmDescription: `Messages have stayed in ${pair.deadLetterQueue.queueName} for 15 minutes`,
        metric: pair.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 3,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new SnsAction(this.alarmTopic));
    }

    acknowledgeUserPool(this.userPool);
    acknowledgeUnrotatedSecret(
      this.userPoolClientSecret,
      "It holds the Cognito client's own secret, which Cognito generates; rotating it means a new client secret, not a Secrets Manager rotation.",
    );
    // The custom resource that reads the client secret from Cognito at deploy time (CDK's
    // AwsCustomResource singleton, allowed only DescribeUserPoolClient on this pool).
    const customResourceFunction = this.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    acknowledgeBasicExecutionRoles(this, customResourceFunction ? [customResourceFunction] : []);

    // Outputs live beside their resources, so reading them never depends on the other stack.
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    for (const [key, pair] of Object.entries(this.queues)) {
      new CfnOutput(this, `${pascalCase(key)}QueueUrl`, { value: pair.queue.queueUrl });
      new CfnOutput(this, `${pascalCase(key)}DeadLetterQueueUrl`, { value: pair.deadLetterQueue.queueUrl });
    }
  }

  private queuePair(key: QueueKey, design: QueueDesign): QueuePair {
    const id = pascalCase(key);
    const deadLetterQueue = new Queue(this, `${id}DeadLetterQueue`, {
      queueName: deadLetterQueueName(design),
      retentionPeriod: Duration.seconds(design.deadLetterRetentionSeconds),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    const queue = new Queue(this, `${id}Queue`, {
      queueName: design.name,
      visibilityTimeout: Duration.seconds(design.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(design.retentionSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: design.maxReceiveCount },
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    return { queue, deadLetterQueue };
  }
}

const pascalCase = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);
