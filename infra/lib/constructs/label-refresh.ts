import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { EntryFunction } from './entry-function';

export const labelRefreshEntry = lambdaEntries.labelRefresh.entry;

export interface LabelRefreshProps {
  readonly repoRoot: string;
  readonly stage: string;
  readonly environment: Record<string, string>;
  readonly table: ITableV2;
}

/**
 * The daily label refresh (issue 3 part 1): downloads every public feed from its canonical
 * source, parses it with the same parsers as the seed, and rewrites labels, the screening
 * snapshot and the simulated ledger's anchors. A feed that fails keeps its previous labels.
 */
export class LabelRefresh extends Construct {
  readonly function: EntryFunction;

  constructor(scope: Construct, id: string, props: LabelRefreshProps) {
    super(scope, id);
    this.function = new EntryFunction(this, 'Function', {
      repoRoot: props.repoRoot,
      entry: labelRefreshEntry,
      description: `wallet-risk ${props.stage}: daily refresh of the public label feeds`,
      environment: props.environment,
      memorySize: 1024,
      timeout: Duration.minutes(10),
    });
    props.table.grantReadWriteData(this.function);
    new Rule(this, 'Daily', {
      description: 'Refresh the public risk-label feeds once a day',
      schedule: Schedule.rate(Duration.days(1)),
      targets: [new LambdaFunction(this.function, { retryAttempts: 2 })],
    });
  }
}
