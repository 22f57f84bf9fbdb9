import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, type Environment, Tags } from 'aws-cdk-lib';
import { readAppConfig } from './app-config';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface WalletRiskStacks {
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
}

export interface BuildOptions {
  readonly repoRoot: string;
  /** Defaults to the CLI's CDK_DEFAULT_ACCOUNT/REGION (environment-agnostic when unset). */
  readonly env?: Environment;
  /** Defaults to web/dist when that folder exists (the SPA's Vite build); null: no SPA upload. */
  readonly webAssetsPath?: string | null;
}

/**
 * The whole app, built the same way for `cdk synth/deploy` (bin/app.ts), for the local stack
 * (synthesize.ts) and for the infra tests: two stacks, the stateless one fed by the stateful one.
 */
export function buildWalletRiskApp(app: App, options: BuildOptions): WalletRiskStacks {
  const config = readAppConfig(app.node);
  const env: Environment = options.env ?? {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION,
  };
  const webDist = join(options.repoRoot, 'web', 'dist');
  const webAssetsPath =
    options.webAssetsPath === null
      ? undefined
      : (options.webAssetsPath ?? (existsSync(webDist) ? webDist : undefined));

  const stateful = new StatefulStack(app, `WalletRisk-${config.stage}-Stateful`, {
    env,
    description: `wallet-risk ${config.stage}: table, user pool, queues (retained data)`,
    deferIndexes: config.deferIndexes,
  });

  const stateless = new StatelessStack(app, `WalletRisk-${config.stage}-Stateless`, {
    env,
    description: `wallet-risk ${config.stage}: Lambdas, REST APIs, SPA hosting`,
    config,
    repoRoot: options.repoRoot,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    queues: stateful.queues,
    webAssetsPath,
  });
  stateless.addStackDependency(stateful);

  for (const stack of [stateful, stateless]) {
    Tags.of(stack).add('project', 'wallet-risk');
    Tags.of(stack).add('stage', config.stage);
  }
  return { stateful, stateless };
}
