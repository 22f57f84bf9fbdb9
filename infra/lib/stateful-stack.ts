import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  deadLetterQueueName,
  type QueueDesign,
  queueDesigns,
  tableDesign,
  userPoolDesign,
} from '../../functions/platform/resource-design';

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
  /** Indexes of the table design left out of this deploy (AppConfig.deferIndexes). */
  readonly deferIndexes?: readonly string[];
}

export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly queues: Readonly<Record<QueueKey, QueuePair>>;
  /** Where the stage's alarms go; subscribe an address to it (docs/deploy.md). */
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props?: StatefulStackProps) {
    super(scope, id, props);
    const deferred = new Set(props?.deferIndexes ?? []);

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
      // Lite covers password sign-in, refresh and token revocation; nothing here needs more.
      featurePlan: FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolDesign.clientName,
      // A browser (public) client cannot keep a secret.
      generateSecret: false,
      // CDK adds ALLOW_REFRESH_TOKEN_AUTH to any explicit flow list.
      authFlows: { userPassword: true },
      disableOAuth: true,
      accessTokenValidity: Duration.minutes(userPoolDesign.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(userPoolDesign.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(userPoolDesign.refreshTokenValidityDays),
      // Logout revokes the refresh token (RevokeToken), which needs revocation enabled.
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });

    // Every queue of the design, so a queue added there appears here (and in the local stack).
    this.queues = Object.fromEntries(
      (Object.keys(queueDesigns) as QueueKey[]).map((key) => [key, this.queuePair(key, queueDesigns[key])]),
    ) as Record<QueueKey, QueuePair>;

    // A message in a dead-letter queue is work that failed every retry: the query DLQ's consumer
    // fails and refunds it within seconds, so one still there after 15 minutes means the consumer
    // is failing too; nothing consumes the alert DLQ yet, so any message there needs a look.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'wallet-risk alarms' });
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
