import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { AppConfigError, defaultAppConfig, readAppConfig } from '../lib/app-config';
import { entryMetadataKey } from '../lib/constructs/entry-function';
import { type SynthesizedTemplates, synthesizeTemplates } from '../lib/synthesize';
import { repoRoot } from './test-app';

type Template = { Resources: Record<string, { Type: string; Metadata?: Record<string, unknown> }> };

describe('synthesizeTemplates', () => {
  // The templates without bundling, as `cdk synth` validates them: the first test checks them, the
  // second compares the bundled ones with them (a synth is seconds of CPU; one is enough).
  let unbundled: SynthesizedTemplates | undefined;
  const unbundledTemplates = () => (unbundled ??= synthesizeTemplates({ bundling: false }));

  it('returns both templates, valid by CloudFormation rules, without touching the repository', () => {
    const footprintBefore = repoFootprint();
    const { stateful, stateless } = unbundledTemplates();

    const types = (t: Record<string, unknown>) => Object.values((t as Template).Resources).map((r) => r.Type);
    expect(types(stateful)).toEqual(
      expect.arrayContaining(['AWS::DynamoDB::GlobalTable', 'AWS::SQS::Queue']),
    );
    expect(types(stateless)).toEqual(
      expect.arrayContaining(['AWS::Lambda::Function', 'AWS::ApiGateway::RestApi']),
    );
    const entries = Object.values((stateless as Template).Resources)
      .map((r) => r.Metadata?.[entryMetadataKey])
      .filter(Boolean);
    expect(entries).toContain('functions/http/authorizers/user-token.lambda.ts');
    expect(repoFootprint()).toEqual(footprintBefore);
  });

  it('bundles with esbuild when asked, into its temporary folder', () => {
    const footprintBefore = repoFootprint();
    // A skipped bundle is a placeholder asset; a real one hashes esbuild's output instead. Only
    // our entry functions are bundled (CDK's own, like BucketDeployment's, ship prebuilt).
    const codeKeys = (t: Record<string, unknown>) =>
      Object.values(
        (
          t as {
            Resources: Record<
              string,
              { Type: string; Metadata?: Record<string, unknown>; Properties?: { Code?: unknown } }
            >;
          }
        ).Resources,
      )
        .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.[entryMetadataKey] !== undefined)
        .map((r) => JSON.stringify(r.Properties?.Code));
    const skipped = codeKeys(unbundledTemplates().stateless);
    const bundled = codeKeys(synthesizeTemplates({ bundling: true, validate: false }).stateless);
    expect(bundled).toHaveLength(skipped.length);
    for (const key of bundled) expect(skipped).not.toContain(key);
    expect(repoFootprint()).toEqual(footprintBefore);
  });
});

describe('app configuration from context', () => {
  const configOf = (context: Record<string, unknown>) => readAppConfig(new App({ context }).node);

  it('defaults', () => {
    expect(configOf({})).toEqual(defaultAppConfig);
  });

  it('accepts valid values', () => {
    expect(
      configOf({
        stage: 'prod',
        mailFrom: 'alerts@example.org',
        logLevel: 'warn',
        corsAllowOrigin: 'https://a.io',
        chainKeysSecret: 'wallet-risk/prod/chain-keys',
        bscRpcUrl: 'https://bsc.example.org/rpc',
        deferIndexes: 'GSI2Keys, OpenQueries',
        salesInbox: 'sales@example.org',
        contactChatUrl: 'https://t.me/example',
        contactSalesEmail: 'hello@example.org',
      }),
    ).toEqual({
      stage: 'prod',
      mailFrom: 'alerts@example.org',
      salesInbox: 'sales@example.org',
      runtimeConfig: { contact: { chat: 'https://t.me/example', sales_email: 'hello@example.org' } },
      logLevel: 'warn',
      corsAllowOrigin: 'https://a.io',
      chainSources: { BSC_RPC_URL: 'https://bsc.example.org/rpc' },
      chainKeysSecret: 'wallet-risk/prod/chain-keys',
      deferIndexes: ['GSI2Keys', 'OpenQueries'],
    });
  });

  it.each([
    [{ stage: 'Prod' }],
    [{ stage: 'a_b' }],
    [{ mailFrom: 'not-an-address' }],
    [{ logLevel: 'verbose' }],
    [{ corsAllowOrigin: 'example.com' }],
    [{ corsAllowOrigin: '*' }],
    [{ ethereumRpcUrl: 'node.example.org' }],
    // A key's value in context would land in the template: only the secret's name is taken.
    [{ etherscanApiKey: 'KEY123' }],
    [{ trongridApiKey: 'KEY123' }],
    [{ chainKeysSecret: 'no spaces allowed' }],
    [{ deferIndexes: 'GSI1,NoSuchIndex' }],
    [{ stage: 42 }],
  ])('rejects %j', (context) => {
    expect(() => configOf(context)).toThrow(AppConfigError);
  });
});

/**
 * What a synth could leave behind in the repository: top-level entries (a new cdk.out), the
 * state of an existing cdk.out, and changes under infra/ (others edit functions/ meanwhile).
 */
function repoFootprint(): unknown {
  const cdkOut = join(repoRoot, 'cdk.out');
  return {
    topLevel: readdirSync(repoRoot).sort(),
    cdkOut: existsSync(cdkOut) ? readdirSync(cdkOut).sort() : null,
    infra: readdirSync(join(repoRoot, 'infra'), { recursive: true }).map(String).sort(),
  };
}
