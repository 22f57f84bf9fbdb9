import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PolicyViolation } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildTestApp } from './test-app';

/**
 * Least privilege, checked by a tool rather than by us: cdk-nag's AwsSolutions pack over the whole app (stateful, stateless and edge
 * stacks). Every finding we accept is acknowledged in the stacks with its reason
 * (infra/lib/nag-acknowledgements.ts), on the narrowest construct; anything else fails here.
 */
const findingsOf = (violations: readonly PolicyViolation[]) =>
  violations.flatMap((v) =>
    v.violatingResources.map(
      (r) => `${v.severity} ${v.ruleName} at ${(r as { constructPath?: string }).constructPath}`,
    ),
  );

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the stacks', () => {
    const { stateful, edge } = buildTestApp();
    expect(edge).toBeDefined();
    const report = new AwsSolutionsChecks().validateScope(stateful.node.root);
    expect(findingsOf(report.violations)).toEqual([]);
  });

  it('finds nothing unacknowledged with the SPA upload and a chain keys secret by name either', () => {
    const web = mkdtempSync(join(tmpdir(), 'wallet-risk-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    const { stateful } = buildTestApp(
      { chainKeysSecret: 'wallet-risk/dev/chain-keys' },
      { webAssetsPath: web },
    );
    const report = new AwsSolutionsChecks().validateScope(stateful.node.root);
    expect(findingsOf(report.violations)).toEqual([]);
  });

  it('fails on a finding nobody acknowledged (the check is live)', () => {
    const { stateless } = buildTestApp();
    // A new wildcard grant on one of our functions must be reported.
    stateless.groupFunctions.usage!.addToRolePolicy(
      new (require('aws-cdk-lib/aws-iam').PolicyStatement)({ actions: ['dynamodb:Scan'], resources: ['*'] }),
    );
    const report = new AwsSolutionsChecks().validateScope(stateless.node.root);
    expect(findingsOf(report.violations)).toEqual([
      expect.stringMatching(/AwsSolutions-IAM5\[Resource::\*\] at .*UsageFunction/),
    ]);
  });
});
