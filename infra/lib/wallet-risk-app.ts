import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, type Environment, Tags, Token } from 'aws-cdk-lib';
import { readAppConfig } from './app-config';
import { EdgeFirewallStack } from './constructs/web-acls';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface WalletRiskStacks {
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
  /** CloudFront's web ACL (us-east-1), when the region is known at synth. */
  readonly edge?: EdgeFirewallStack;
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
    repoRoot: options.repoRoot,
  });

  // CloudFront's web ACL lives in us-east-1; its ARN crosses regions through CDK's references
  // (SSM parameters), which need a concrete region. A region-agnostic synth (the local stack's)
  // builds no edge ACL.
  const concreteRegion = typeof env.region === 'string' && !Token.isUnresolved(env.region);
  const edge = concreteRegion
    ? new EdgeFirewallStack(app, `WalletRisk-${config.stage}-Edge`, {
        env: { account: env.account, region: 'us-east-1' },
        description: `wallet-risk ${config.stage}: CloudFront web ACL (WAF)`,
        stage: config.stage,
        crossRegionReferences: env.region !== 'us-east-1',
      })
    : undefined;

  const stateless = new StatelessStack(app, `WalletRisk-${config.stage}-Stateless`, {
    env,
    crossRegionReferences: concreteRegion && env.region !== 'us-east-1',
    edgeWebAclArn: edge?.webAcl.attrArn,
    description: `wallet-risk ${config.stage}: Lambdas, REST APIs, SPA hosting`,
    config,
    repoRoot: options.repoRoot,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    userPoolClientSecret: stateful.userPoolClientSecret,
    queues: stateful.queues,
    alarmTopic: stateful.alarmTopic,
    webAssetsPath,
  });
  stateless.addStackDependency(stateful);
  if (edge) stateless.addStackDependency(edge);

  for (const stack of [stateful, stateless, ...(edge ? [edge] : [])]) {
    Tags.of(stack).add('project', 'wallet-risk');
    Tags.of(stack).add('stage', config.stage);
  }
  return { stateful, stateless, edge };
}
