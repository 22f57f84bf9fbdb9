import { entryMetadataKey, exportMetadataKey } from '../lib/entry-metadata';
import { buildTestApp, resourcesOf, type TestApp } from './test-app';

/** Chain API keys live in Secrets Manager; the template only names the secret. */
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:wallet-risk/test/chain-keys-AbCdEf';
let app: TestApp;
beforeAll(() => {
  app = buildTestApp({ chainKeysSecret: SECRET_ARN });
});

type Statement = { Action: string | string[]; Resource: unknown };
const statementsOf = (roleId: string): Statement[] =>
  Object.values(resourcesOf(app.statelessTemplate, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
const actionsOf = (s: Statement) => [s.Action].flat();

describe('chain keys secret', () => {
  it('gives the secret only to the functions that call chain sources, on that secret alone', () => {
    const functions = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).filter(
      (f) => f.Metadata?.[entryMetadataKey] !== undefined,
    );
    const readers: string[] = [];
    for (const fn of functions) {
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      // The accounts routes read the user pool client's secret (stateful stack) and the mail
      // consumer the seed of its code key (account-mail.ts): other secrets, pinned elsewhere.
      const secretStatements = statementsOf(roleId).filter(
        (s) =>
          actionsOf(s).some((a) => a.startsWith('secretsmanager:')) &&
          !/WebClientSecret|MailCodeKeySeed/.test(JSON.stringify(s.Resource)),
      );
      const environment = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      if (secretStatements.length === 0) {
        expect(environment.CHAIN_KEYS_SECRET_ID).toBeUndefined();
        continue;
      }
      readers.push(`${fn.Metadata?.[entryMetadataKey]}#${fn.Metadata?.[exportMetadataKey]}`);
      expect(environment.CHAIN_KEYS_SECRET_ID).toBe(SECRET_ARN);
      for (const statement of secretStatements) {
        expect(statement.Resource).toBe(SECRET_ARN);
        expect(
          actionsOf(statement).every((a) =>
            ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'].includes(a),
          ),
        ).toBe(true);
      }
    }
    expect(readers.sort()).toEqual([
      'functions/http/monitoring/monitoring.lambda.ts#handler',
      'functions/http/queries/queries.lambda.ts#handler',
      'functions/workers/analysis/analysis.lambda.ts#analyse',
      // The Tether freeze feed, which runs in the label function, reads TronGrid / Etherscan.
      'functions/workers/label-refresh.lambda.ts#handler',
      'functions/workers/monitor-poll/monitor-shard.lambda.ts#handler',
    ]);
  });

  it('puts no chain key variable into any function', () => {
    const template = JSON.stringify(app.statelessTemplate.toJSON());
    expect(template).not.toMatch(/ETHERSCAN_API_KEY|TRONGRID_API_KEY/);
  });
});
