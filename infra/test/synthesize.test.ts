import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template as CdkTemplate } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { AppConfigError, defaultAppConfig, readAppConfig } from '../lib/app-config';
import { EntryFunction, entryBundling } from '../lib/constructs/entry-function';
import { entryMetadataKey } from '../lib/entry-metadata';
import { userTokenAuthorizerEntry } from '../lib/stateless-stack';
import { noBundling, type SynthesizedTemplates, synthesizeTemplates } from '../lib/synthesize';
import { repoRoot, testEnv } from './test-app';

type Template = { Resources: Record<string, { Type: string; Metadata?: Record<string, unknown> }> };

describe('synthesizeTemplates', () => {
  // The templates without bundling, as `cdk synth` validates them: the first test checks them, the
  // last bundles the entries they name (a synth is seconds of CPU; one is enough).
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

  it('bundles an entry function with esbuild when asked, leaving the repository as it was', () => {
    const footprintBefore = repoFootprint();
    // A skipped bundle is a placeholder asset; a real one hashes esbuild's output instead. CDK
    // bundles every entry function the same way, so one of them shows the path works: the
    // whole app's 25 bundles took ~20 CPU-seconds of every test run.
    const bundled = entryFunctionCode(true);
    expect(bundled).not.toEqual(entryFunctionCode(false));
    expect(repoFootprint()).toEqual(footprintBefore);
  });

  it('bundles every Lambda entry of the app with the functions’ esbuild options', async () => {
    const { stateful, stateless } = unbundledTemplates();
    // Both stacks: the stateful one has the user pool's token trigger.
    const entries = [stateful, stateless]
      .flatMap((template) => Object.values((template as Template).Resources))
      .map((r) => r.Metadata?.[entryMetadataKey])
      .filter((entry): entry is string => typeof entry === 'string');
    const unique = [...new Set(entries)];
    expect(unique.length).toBeGreaterThan(10);
    // One esbuild run for all of them, in memory: an import esbuild cannot bundle fails here.
    const result = await build({
      entryPoints: unique.map((entry) => join(repoRoot, entry)),
      bundle: true,
      write: false,
      outdir: 'bundles',
      platform: 'node',
      target: entryBundling.target,
      format: entryBundling.format,
      mainFields: entryBundling.mainFields,
      banner: { js: entryBundling.banner },
      external: entryBundling.externalModules,
      logLevel: 'silent',
    });
    expect(result.outputFiles.filter((file) => file.path.endsWith('.js'))).toHaveLength(unique.length);
  });
});

/** The Code of one entry function synthesized alone, bundled or with CDK's placeholder. */
function entryFunctionCode(bundling: boolean): unknown {
  const outdir = mkdtempSync(join(tmpdir(), 'wallet-risk-bundle-'));
  try {
    const app = new App({
      outdir,
      context: bundling ? {} : noBundling,
    });
    const stack = new Stack(app, 'Bundle', { env: testEnv });
    const fn = new EntryFunction(stack, 'Authorizer', {
      repoRoot,
      entry: userTokenAuthorizerEntry,
      description: 'bundling check',
      environment: {},
    });
    return CdkTemplate.fromStack(stack).toJSON().Resources[
      stack.getLogicalId(fn.node.defaultChild as CfnFunction)
    ].Properties.Code;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

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
