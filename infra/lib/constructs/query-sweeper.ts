import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { tableDesign } from '../../../functions/platform/resource-design';
import { AppFunctionConstruct, type AppFunctionsProps, runOnSchedule } from './app-functions';

export const querySweeperEntry = lambdaEntries.querySweeper.entry;

/** How often the sweeper runs: a stuck query is freed at most this long after its deadline. */
export const querySweepInterval = Duration.minutes(1);

const openQueriesIndex = tableDesign.indexes.find((index) => index.name === 'OpenQueries')!.name;

export type QuerySweeperProps = AppFunctionsProps;

/**
 * No stuck queries: every minute the sweeper fails and refunds the queries left
 * pending or processing past their deadline (shared/constants/query-deadlines.ts). Its role can
 * read the OpenQueries index and get, update and put items (the refund transaction updates the
 * query and the user's plan and puts the credit ledger's entry for the move), nothing else: no
 * scans, deletes, batch writes or other indexes.
 */
export class QuerySweeper extends AppFunctionConstruct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: QuerySweeperProps) {
    super(scope, id, props, {
      entry: querySweeperEntry,
      purpose: 'fails and refunds queries left open past their deadline',
      memorySize: 256,
      // A run handles at most 200 queries, one transaction each.
      timeout: Duration.minutes(1),
    });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${openQueriesIndex}`],
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem'],
        resources: [props.table.tableArn],
      }),
    );
    this.rule = runOnSchedule(this, 'Schedule', this.function, {
      description: 'Fail and refund queries left open past their deadline',
      every: querySweepInterval,
      // The next run is minutes away and picks up whatever this one left; a retry would only overlap it.
      retryAttempts: 0,
    });
  }
}
