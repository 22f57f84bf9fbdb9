import { App } from 'aws-cdk-lib';
import { findRepoRoot } from '../lib/app-config';
import { buildWalletRiskApp } from '../lib/wallet-risk-app';

/**
 * Entry of `cdk synth` / `cdk deploy` (cdk.json "app"). Context (`-c stage=prod`, see
 * docs/deploy.md) and the target account/region come from the CLI.
 */
const app = new App();
buildWalletRiskApp(app, { repoRoot: findRepoRoot() });
