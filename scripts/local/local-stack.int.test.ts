import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { deadLetterQueueName, queueDesigns, tableDesign } from '../../functions/platform/resource-design';
import { seedLocalStack } from './seed';
import { localCredentials } from './seeding/seed-clients';
import { deadLetterUrlVariable, queueUrlVariable } from './seeding/seed-queues';

/**
 * The local stack through its real servers: what the seed created matches the resource design,
 * seeding again changes nothing, the gateway answers what API Gateway answers itself, and SES
 * mail reaches the inbox.
 */
const { env, urls } = inject('localStack');
const base = { region: env.AWS_REGION!, credentials: localCredentials };
const dynamodb = new DynamoDBClient({ ...base, endpoint: env.DYNAMODB_ENDPOINT! });
const sqs = new SQSClient({ ...base, endpoint: env.SQS_ENDPOINT! });
const cognito = new CognitoIdentityProviderClient({ ...base, endpoint: env.COGNITO_ENDPOINT! });
const ses = new SESClient({ ...base, endpoint: env.SES_ENDPOINT! });

afterAll(() => {
  for (const client of [dynamodb, sqs, cognito, ses]) client.destroy();
});

describe('seeded resources', () => {
  it('has the table with its GSIs and TTL on ttl', async () => {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: env.TABLE_NAME! }));
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: env.TABLE_NAME! }));

    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(
      Object.fromEntries(
        (Table?.GlobalSecondaryIndexes ?? []).map((i) => [i.IndexName, i.Projection?.ProjectionType]),
      ),
    ).toEqual(Object.fromEntries(tableDesign.indexes.map((i) => [i.name, i.projection])));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
  });

  it('has every queue with its DLQ, attributes and redrive policy', async () => {
    for (const [key, design] of Object.entries(queueDesigns)) {
      const url = env[queueUrlVariable(key)]!;
      const dlqUrl = env[deadLetterUrlVariable(key)]!;
      const attributes = (
        await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }))
      ).Attributes!;
      const dlq = (
        await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['All'] }))
      ).Attributes!;

      expect(url).toContain(design.name);
      expect(dlq.QueueArn).toContain(deadLetterQueueName(design));
      expect(attributes).toMatchObject({
        VisibilityTimeout: String(design.visibilityTimeoutSeconds),
        MessageRetentionPeriod: String(design.retentionSeconds),
      });
      expect(JSON.parse(attributes.RedrivePolicy!)).toMatchObject({ deadLetterTargetArn: dlq.QueueArn });
      expect(Number(JSON.parse(attributes.RedrivePolicy!).maxReceiveCount)).toBe(design.maxReceiveCount);
    }
  });

  it('has the user pool and its client with the design settings', async () => {
    const pool = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: env.USER_POOL_ID! }));
    const client = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: env.USER_POOL_ID!,
        ClientId: env.USER_POOL_CLIENT_ID!,
      }),
    );

    expect(pool.UserPool).toMatchObject({ Name: 'wallet-risk-users', UsernameAttributes: ['email'] });
    expect(pool.UserPool?.Policies?.PasswordPolicy?.MinimumLength).toBe(8);
    // Confidential, admin sign-in and refresh only, nothing a user may write: no sign-in around our limits.
    expect([...(client.UserPoolClient?.ExplicitAuthFlows ?? [])].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(client.UserPoolClient?.ClientSecret).toBe(env.USER_POOL_CLIENT_SECRET);
    expect(client.UserPoolClient?.WriteAttributes).toEqual(['locale']);
    expect(client.UserPoolClient).toMatchObject({ AccessTokenValidity: 60, RefreshTokenValidity: 30 });
  });

  it('changes nothing when seeded again', async () => {
    const seedAgain = () =>
      seedLocalStack({
        region: env.AWS_REGION!,
        tableName: env.TABLE_NAME!,
        endpoints: {
          dynamodb: env.DYNAMODB_ENDPOINT!,
          cognito: env.COGNITO_ENDPOINT!,
          sqs: env.SQS_ENDPOINT!,
        },
      });
    // The integration files share this stack, and some write query fixtures straight into the
    // table without their list counters; the first seed may correct those. A second must find
    // nothing left to do.
    await seedAgain();
    const again = await seedAgain();

    expect(again.changes).toEqual([]);
    expect(again.env).toMatchObject({
      USER_POOL_ID: env.USER_POOL_ID,
      USER_POOL_CLIENT_ID: env.USER_POOL_CLIENT_ID,
    });
  });
});

describe('the gateway', () => {
  const notFound = {
    error: { type: 'VALIDATION', status: 404, message: 'The requested resource does not exist' },
  };

  it('answers 404 envelopes for an unknown path and for a route not built yet', async () => {
    const unknown = await fetch(`${urls.gateway}/api/no-such-thing`);
    // Served on the console API only: the public API answers it like an unknown path.
    const unbuilt = await fetch(`${urls.gateway}/v1/user`);

    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(notFound);
    expect(unbuilt.status).toBe(404);
    expect(await unbuilt.json()).toEqual(notFound);
  });

  it('answers a CORS preflight to the vite dev server only', async () => {
    const preflight = (origin: string) =>
      fetch(`${urls.gateway}/api/login`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const dev = await preflight('http://localhost:5173');
    const other = await preflight('http://example.test');

    expect(dev.status).toBe(204);
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('runs the real handlers: a route with a user authorizer rejects a missing token', async () => {
    const answer = await fetch(`${urls.gateway}/api/user`);

    expect(answer.status).toBe(401);
    expect((await answer.json()).error).toMatchObject({ type: 'AUTH', status: 401 });
  });
});

describe('mail', () => {
  it('shows mail sent through SES in the inbox store', async () => {
    const subject = `local stack check ${Date.now()}`;
    await ses.send(
      new SendEmailCommand({
        Source: env.MAIL_FROM!,
        Destination: { ToAddresses: ['someone@example.test'] },
        Message: { Subject: { Data: subject }, Body: { Text: { Data: 'hello' } } },
      }),
    );

    const store = (await (await fetch(`${urls.mailInbox}/store`)).json()) as {
      emails: { subject: string }[];
    };
    expect(store.emails.map((m) => m.subject)).toContain(subject);
  });
});
