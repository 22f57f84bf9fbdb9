import { Match } from 'aws-cdk-lib/assertions';
import {
  deadLetterQueueName,
  queueDesigns,
  tableDesign,
  userPoolDesign,
} from '../../functions/platform/resource-design';
import { buildTestApp, resourcesOf, type TestApp } from './test-app';

let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

describe('table', () => {
  it('has the keys, indexes and TTL of tableDesign, on demand', () => {
    app.statefulTemplate.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    app.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDesign.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
      })),
    });
  });

  it('leaves out the indexes a deploy defers (one new GSI per update on an existing table)', () => {
    const last = tableDesign.indexes.at(-1)!.name;
    const deferred = buildTestApp({ deferIndexes: ` ${last} ` });
    const [table] = Object.values(resourcesOf(deferred.statefulTemplate, 'AWS::DynamoDB::GlobalTable'));
    const names = (table!.Properties.GlobalSecondaryIndexes as { IndexName: string }[]).map(
      (i) => i.IndexName,
    );
    expect(names).toEqual(tableDesign.indexes.map((i) => i.name).filter((name) => name !== last));
    expect(() => buildTestApp({ deferIndexes: 'NoSuchIndex' })).toThrow(/deferIndexes/);
  });

  it('keeps a keys-only copy of each history index, for paging', () => {
    // paging.ts skips on these and hands the key it stopped at to the whole-item index, which
    // is only valid when both indexes have the same keys.
    const copies = [
      ['GSI1Keys', 'GSI1PK', 'GSI1SK'],
      ['GSI2Keys', 'GSI2PK', 'GSI2SK'],
    ];
    app.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: Match.arrayWith(
        copies.map(([name, partitionKey, sortKey]) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: partitionKey, KeyType: 'HASH' },
            { AttributeName: sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        })),
      ),
    });
  });

  it('declares every key attribute as a string', () => {
    // Indexes may share key attributes (GSI1Keys has GSI1's keys, GSI2Keys GSI2's): each is
    // declared once.
    const keys = new Set([
      tableDesign.partitionKey,
      tableDesign.sortKey,
      ...tableDesign.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ]);
    app.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      AttributeDefinitions: Match.arrayWith(
        [...keys].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
    });
  });

  it('is protected: point-in-time recovery, deletion protection, retained', () => {
    app.statefulTemplate.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });
});

describe('queues', () => {
  const designs = Object.values(queueDesigns);

  it('creates exactly the queues of queueDesigns and their dead-letter queues', () => {
    const names = Object.values(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue'))
      .map((q) => q.Properties.QueueName)
      .sort();
    expect(names).toEqual(designs.flatMap((d) => [d.name, deadLetterQueueName(d)]).sort());
  });

  it.each(designs)('$name: visibility, retention and redrive as designed', (design) => {
    const queues = resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue');
    const [dlqId] = Object.entries(queues).find(
      ([, q]) => q.Properties.QueueName === deadLetterQueueName(design),
    )!;
    app.statefulTemplate.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: design.name,
      VisibilityTimeout: design.visibilityTimeoutSeconds,
      MessageRetentionPeriod: design.retentionSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: design.maxReceiveCount,
      },
      SqsManagedSseEnabled: true,
    });
    app.statefulTemplate.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: deadLetterQueueName(design),
      MessageRetentionPeriod: design.deadLetterRetentionSeconds,
      SqsManagedSseEnabled: true,
    });
  });

  it('alarms, through the alarm topic, when messages stay in a dead-letter queue', () => {
    const alarms = Object.values(resourcesOf(app.statefulTemplate, 'AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(Object.keys(queueDesigns).length);
    const topicId = Object.keys(resourcesOf(app.statefulTemplate, 'AWS::SNS::Topic'))[0]!;
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Threshold: 1,
        EvaluationPeriods: 3,
        AlarmActions: [{ Ref: topicId }],
      });
    }
    const watched = alarms.map((a) => (a.Properties.Dimensions as { Value: unknown }[])[0]!.Value);
    const deadLetterQueues = Object.entries(resourcesOf(app.statefulTemplate, 'AWS::SQS::Queue'))
      .filter(([, q]) => String(q.Properties.QueueName).endsWith('-dlq'))
      .map(([id]) => ({ 'Fn::GetAtt': [id, 'QueueName'] }));
    expect(deadLetterQueues).toHaveLength(alarms.length);
    expect(watched).toEqual(expect.arrayContaining(deadLetterQueues));
  });

  it('refuses plain-HTTP access to every queue', () => {
    const policies = Object.values(resourcesOf(app.statefulTemplate, 'AWS::SQS::QueuePolicy'));
    expect(policies).toHaveLength(designs.length * 2);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument).toEqual(
        expect.objectContaining({
          Statement: expect.arrayContaining([
            expect.objectContaining({
              Effect: 'Deny',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        }),
      );
    }
  });
});

describe('user pool', () => {
  it('signs in by e-mail, admin-created users only, length-only password policy, retained', () => {
    app.statefulTemplate.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        UserPoolName: userPoolDesign.name,
        UsernameAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: userPoolDesign.passwordMinLength,
            RequireLowercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
            RequireUppercase: false,
          },
        },
        // AccountRecovery.NONE renders as admin_only: no self-service recovery by Cognito.
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
        DeletionProtection: 'ACTIVE',
      }),
    });
  });

  it('has a confidential client: admin sign-in and refresh only, nothing a user may write', () => {
    app.statefulTemplate.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const [client] = Object.values(resourcesOf(app.statefulTemplate, 'AWS::Cognito::UserPoolClient'));
    const props = client!.Properties;
    expect(props).toMatchObject({
      ClientName: userPoolDesign.clientName,
      GenerateSecret: true,
      AccessTokenValidity: userPoolDesign.accessTokenValidityMinutes,
      RefreshTokenValidity: userPoolDesign.refreshTokenValidityDays * 24 * 60,
      TokenValidityUnits: expect.objectContaining({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
    // No flow a browser could call with the client id alone.
    expect([...(props.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    // An empty list would mean "all standard attributes" to Cognito: it must name only
    // attributes nothing of ours reads, never the e-mail (the sign-in name) or its verification.
    const writable = props.WriteAttributes as string[];
    expect(writable.length).toBeGreaterThan(0);
    expect(writable).toEqual(['locale']);
    expect([...(props.ReadAttributes as string[])].sort()).toEqual(['email', 'email_verified', 'locale']);
  });

  it("keeps the client's secret in Secrets Manager, filled from Cognito at deploy time", () => {
    const secrets = Object.values(resourcesOf(app.statefulTemplate, 'AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(1);
    // The value is read from Cognito by CDK's custom resource (DescribeUserPoolClient), never
    // written into the template.
    expect(JSON.stringify(secrets[0]!.Properties.SecretString)).toMatch(/UserPoolClient\.ClientSecret/);
    const readers = Object.values(resourcesOf(app.statefulTemplate, 'AWS::IAM::Policy')).flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
    );
    expect(readers.flatMap((s) => [s.Action].flat())).toEqual(['cognito-idp:DescribeUserPoolClient']);
  });

  it('issues access tokens without the self-service scope (pre-token-generation trigger V2)', () => {
    const functions = resourcesOf(app.statefulTemplate, 'AWS::Lambda::Function');
    const [triggerId] = Object.entries(functions).find(([, fn]) =>
      String(fn.Metadata?.['wallet-risk:entry']).endsWith('pre-token-generation.lambda.ts'),
    )!;
    app.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreTokenGenerationConfig: {
          LambdaArn: { 'Fn::GetAtt': [triggerId, 'Arn'] },
          LambdaVersion: 'V2_0',
        },
      },
    });
    // The trigger needs no rights beyond its own logs.
    const roleId = (functions[triggerId]!.Properties.Role as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const attached = Object.values(resourcesOf(app.statefulTemplate, 'AWS::IAM::Policy')).filter((p) =>
      (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
    );
    expect(attached).toEqual([]);
  });

  it("turns on the pool's own threat protection (Plus plan, full function)", () => {
    app.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

it('outputs pool, client, table and queue URLs', () => {
  const outputs = Object.keys(app.statefulTemplate.findOutputs('*'));
  expect(outputs).toEqual(
    expect.arrayContaining([
      'UserPoolId',
      'UserPoolClientId',
      'TableName',
      'QueryQueueUrl',
      'QueryDeadLetterQueueUrl',
      'AlertQueueUrl',
      'AlertDeadLetterQueueUrl',
    ]),
  );
});
