import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { findRepoRoot } from './app-config';
import { buildWalletRiskApp } from './wallet-risk-app';

export interface SynthesizedTemplates {
  readonly stateful: Record<string, unknown>;
  readonly stateless: Record<string, unknown>;
}

/** CDK context that bundles no stack: Lambda assets get a placeholder instead of an esbuild run. */
export const noBundling = { 'aws:cdk:bundling-stacks': [] } as const;

export interface SynthesizeOptions {
  /** Run esbuild for every Lambda (slower); false skips it, the templates are otherwise the same. */
  readonly bundling: boolean;
  /** Extra context on top of cdk.json's, e.g. `{ stage: 'prod' }`. */
  readonly context?: Record<string, unknown>;
  /**
   * Run CDK's built-in CloudFormation validation, as `cdk synth` does (default true). It is half
   * of a synth's time; a caller that only reads the templates may skip it.
   */
  readonly validate?: boolean;
}

/**
 * Builds the CDK app in-process and returns both CloudFormation templates as JSON, for the local
 * stack to find state machines, Lambda entries (`wallet-risk:entry` metadata) and event source
 * mappings in. Uses the context of cdk.json (feature flags change templates), like the CLI does.
 * Writes only to a temporary folder, removed before returning.
 */
export function synthesizeTemplates(options: SynthesizeOptions): SynthesizedTemplates {
  const repoRoot = findRepoRoot();
  const outdir = mkdtempSync(join(tmpdir(), 'wallet-risk-synth-'));
  try {
    const app = new App({
      outdir,
      builtinCloudFormationValidation: options.validate ?? true,
      context: {
        ...readCliContext(repoRoot),
        ...options.context,
        ...(options.bundling ? {} : noBundling),
      },
    });
    const stacks = buildWalletRiskApp(app, { repoRoot });
    const assembly = app.synth();
    const template = (artifactId: string) =>
      assembly.getStackArtifact(artifactId).template as Record<string, unknown>;
    return {
      stateful: template(stacks.stateful.artifactId),
      stateless: template(stacks.stateless.artifactId),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The context the CLI would pass: cdk.json's, then cdk.context.json's (lookups) when present. */
export function readCliContext(repoRoot: string = findRepoRoot()): Record<string, unknown> {
  const read = (file: string): Record<string, unknown> => {
    const path = join(repoRoot, file);
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
  };
  return {
    ...((read('cdk.json').context as Record<string, unknown> | undefined) ?? {}),
    ...read('cdk.context.json'),
  };
}
