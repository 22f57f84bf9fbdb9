import { labelRefreshKeyPrefixes } from '../lib/constructs/label-refresh';
import { entryMetadataKey, exportMetadataKey } from '../lib/entry-metadata';
import { buildTestApp, resourcesOf } from './test-app';

/**
 * Least privilege: one role per Lambda, and on the table only the item actions, indexes and key
 * prefixes each function needs (infra/lib/constructs/table-access.ts). The matrix below is the
 * one in docs/areas/security.md; a whole-table grant (Scan, DescribeTable, streams, `index/*`)
 * coming back on any function of ours fails here.
 */
const app = buildTestApp();
const template = app.statelessTemplate;

type Statement = {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

interface Role {
  readonly name: string;
  readonly roleId: string;
  readonly statements: Statement[];
}

const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
const statementsOfRole = (roleId: string): Statement[] =>
  policies
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

/** Our functions (those built from an entry), named `<entry>#<export>`. */
const roles: Role[] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
  .filter((fn) => fn.Metadata?.[entryMetadataKey] !== undefined)
  .map((fn) => {
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const entry = String(fn.Metadata?.[entryMetadataKey])
      .replace(/^functions\//, '')
      .replace(/\.lambda\.ts$/, '');
    return {
      name: `${entry}#${fn.Metadata?.[exportMetadataKey]}`,
      roleId,
      statements: statementsOfRole(roleId),
    };
  });
const role = (name: string): Role => {
  const found = roles.find((r) => r.name === name);
  if (!found) throw new Error(`no function ${name}; have ${roles.map((r) => r.name).join(', ')}`);
  return found;
};
const actionsOf = (s: Statement) => [s.Action].flat();
const tableStatements = (r: Role) =>
  r.statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
const tableActions = (r: Role) => [...new Set(tableStatements(r).flatMap(actionsOf))].sort();
const leadingKeys = (r: Role) =>
  tableStatements(r).map((s) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']);
const ofService = (r: Role, service: string) =>
  [...new Set(r.statements.flatMap(actionsOf).filter((a) => a.startsWith(`${service}:`)))].sort();

const readWrite = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];

describe('least privilege', () => {
  it('gives every function a role of its own', () => {
    const ids = roles.map((r) => r.roleId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(roles.length).toBeGreaterThan(15);
  });

  it('grants no function a table-level action, a scan or a wildcard on the table', () => {
    for (const r of roles) {
      for (const s of tableStatements(r)) {
        for (const action of actionsOf(s)) {
          expect({ fn: r.name, action }).not.toEqual({
            fn: r.name,
            action: expect.stringMatching(
              /^dynamodb:(\*|Scan|DescribeTable|GetRecords|GetShardIterator|DescribeStream|ListStreams)$/,
            ),
          });
        }
        // Indexes are named one by one, never `index/*`.
        expect({ fn: r.name, resource: JSON.stringify(s.Resource) }).not.toEqual({
          fn: r.name,
          resource: expect.stringContaining('/index/*'),
        });
      }
    }
  });

  it('bounds the functions whose keys are a fixed set of prefixes with dynamodb:LeadingKeys', () => {
    const refresh = role('workers/label-refresh#handler');
    expect(tableActions(refresh)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
    ]);
    expect(leadingKeys(refresh)).toEqual([labelRefreshKeyPrefixes.map((p) => `${p}*`)]);

    const userToken = role('http/authorizers/user-token#handler');
    expect(tableActions(userToken)).toEqual(['dynamodb:GetItem']);
    expect(leadingKeys(userToken)).toEqual([['TOKEN#*', 'USER#*']]);

    const apiKey = role('http/authorizers/api-key#handler');
    expect(tableActions(apiKey)).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(leadingKeys(apiKey)).toEqual([['APIKEYHASH#*', 'USER#*']]);

    // The mailer reads an e-mail's owner, and reads and marks a contact-sales message: nothing else.
    const mailer = role('workers/account-mail/account-mail#handler');
    expect(
      tableStatements(mailer).map((s) => ({
        actions: [actionsOf(s)].flat().sort(),
        keys: s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'],
      })),
    ).toEqual([
      { actions: ['dynamodb:GetItem'], keys: ['EMAIL#*'] },
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['SALES#*'] },
    ]);
  });

  it('gives the route groups item read/write and indexes only where they list history or monitors', () => {
    const indexesOf = (r: Role) =>
      tableStatements(r)
        .flatMap((s) => [s.Resource].flat())
        .map((resource) => JSON.stringify(resource).match(/\/index\/(\w+)/)?.[1])
        .filter((index): index is string => index !== undefined)
        .sort();
    for (const group of ['accounts', 'api-keys', 'usage', 'credits', 'queries', 'monitoring']) {
      expect({ group, actions: tableActions(role(`http/${group}/${group}#handler`)) }).toEqual({
        group,
        actions: readWrite,
      });
    }
    expect(indexesOf(role('http/accounts/accounts#handler'))).toEqual([]);
    expect(indexesOf(role('http/usage/usage#handler'))).toEqual([]);
    expect(indexesOf(role('http/credits/credits#handler'))).toEqual([]);
    expect(indexesOf(role('http/queries/queries#handler'))).toEqual(['GSI1', 'GSI1Keys', 'GSI2', 'GSI2Keys']);
    expect(indexesOf(role('http/monitoring/monitoring#handler'))).toEqual([
      'ActiveMonitors',
      'GSI1',
      'GSI1Keys',
      'GSI2',
      'GSI2Keys',
    ]);
  });

  it('gives Cognito, SES, Secrets Manager, SQS and Step Functions rights only to the functions that use them', () => {
    const by = (service: string): Record<string, string[]> =>
      Object.fromEntries(
        roles
          .map((r) => [r.name, ofService(r, service)] as const)
          .filter(([, actions]) => actions.length > 0),
      );
    expect(by('cognito-idp')).toEqual({
      'http/accounts/accounts#handler': [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminInitiateAuth',
        'cognito-idp:AdminSetUserPassword',
      ],
    });
    expect(Object.keys(by('ses')).sort()).toEqual([
      'http/monitoring/monitoring#handler',
      'workers/account-mail/account-mail#handler',
      'workers/alert-delivery/alert-delivery#sendEmails',
    ]);
    // The client secret (accounts), the mail code key's seed (the mail consumer) and, when
    // configured, the chain keys (chain-keys-secret.test.ts).
    expect(Object.keys(by('secretsmanager')).sort()).toEqual([
      'http/accounts/accounts#handler',
      'workers/account-mail/account-mail#handler',
    ]);
    expect(Object.keys(by('states')).sort()).toEqual([
      'workers/alert-delivery/alert-starter#handler',
      'workers/query-starter/query-starter#handler',
    ]);
    const senders = Object.entries(by('sqs'))
      .filter(([, actions]) => actions.includes('sqs:SendMessage'))
      .map(([name]) => name)
      .sort();
    expect(senders).toEqual([
      'http/accounts/accounts#handler',
      'http/api-keys/api-keys#handler',
      'http/monitoring/monitoring#handler',
      'http/queries/queries#handler',
      'workers/label-refresh#handler',
      'workers/label-rescreen/label-rescreen#handler',
      'workers/monitor-poll/monitor-poll#handler',
      'workers/monitor-poll/monitor-shard#handler',
    ]);
  });

  it('lets the mail consumer alone read the seed of the key that opens queued codes', () => {
    const seeds = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter(([id]) =>
      id.includes('MailCodeKeySeed'),
    );
    expect(seeds).toHaveLength(1);
    const [seedId, seed] = seeds[0]!;
    expect(seed.Properties.GenerateSecretString).toMatchObject({
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
    const readers = roles
      .filter((r) => r.statements.some((s) => JSON.stringify(s.Resource).includes(seedId)))
      .map((r) => r.name);
    expect(readers).toEqual(['workers/account-mail/account-mail#handler']);

    // The routes get the public half only, from the custom resource the consumer answers.
    const [keyId, keyResource] = Object.entries(resourcesOf(template, 'Custom::MailCodePublicKey'))[0]!;
    const consumerId = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(
      ([, fn]) => fn.Metadata?.[entryMetadataKey] === 'functions/workers/account-mail/account-mail.lambda.ts',
    )![0];
    expect(keyResource.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [consumerId, 'Arn'] });
    const accounts = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).find(
      (fn) => fn.Metadata?.[entryMetadataKey] === 'functions/http/accounts/accounts.lambda.ts',
    )!;
    const variables = (accounts.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.MAIL_CODE_PUBLIC_KEY).toEqual({ 'Fn::GetAtt': [keyId, 'PublicKey'] });
    expect(variables).not.toHaveProperty('MAIL_CODE_PRIVATE_KEY_SECRET_ID');
  });
});
