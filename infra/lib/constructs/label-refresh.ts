import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { lambdaEntries, TETHER_FREEZE_JOB } from '../../../functions/platform/lambda-entries';
import { alarmedLogEvents, alarmMetricNamespace } from '../../../functions/platform/resource-design';
import { AppFunctionConstruct, type AppFunctionsProps, runOnSchedule } from './app-functions';
import { grantTableAccess } from './table-access';

export const labelRefreshEntry = lambdaEntries.labelRefresh.entry;

/**
 * Partition-key prefixes of what the refresh writes (keys.label, labelIndex*, simulationAnchors,
 * and the Tether freeze feed's cursors, labelFeedCursorKey).
 */
export const labelRefreshKeyPrefixes = ['LABEL#', 'LABELINDEX#', 'SIMWORLD#', 'LABELFEED#'] as const;

/** How often the Tether freeze feed reads the USDT blacklist events: a freeze is labelled within this. */
export const tetherFreezeInterval = Duration.minutes(5);

export interface LabelRefreshProps extends AppFunctionsProps {
  /** The stage's alarm topic (stateful stack); a refused feed alarms there. */
  readonly alarmTopic: ITopic;
  /** Where the refresh puts the addresses that gained a risk label (monitoring re-screens them). */
  readonly rescreenQueue: IQueue;
  /** The chain sources' settings: the freeze feed reads the USDT contracts through them. */
  readonly chainSourceEnvironment?: Record<string, string>;
  readonly chainKeysSecret?: ISecret;
}

/** The metric filter's pattern: the refused-feed line the worker writes (label-refresh.worker.ts). */
export const refusedFeedFilterPattern = FilterPattern.stringValue(
  '$.event',
  '=',
  alarmedLogEvents.labelFeedRefused,
);

/**
 * The daily label refresh: downloads every public feed from its canonical
 * source, parses it with the same parsers as the seed, and rewrites labels, the screening
 * snapshot and the simulated ledger's anchors. A feed that fails keeps its previous labels.
 */
export class LabelRefresh extends AppFunctionConstruct {
  constructor(scope: Construct, id: string, props: LabelRefreshProps) {
    super(scope, id, props, {
      entry: labelRefreshEntry,
      purpose: 'daily refresh of the public label feeds',
      environment: { ...props.environment, RESCREEN_QUEUE_URL: props.rescreenQueue.queueUrl },
      memorySize: 1024,
      timeout: Duration.minutes(10),
    });
    // It parses files from the internet, so it may touch only the label items, the screening
    // index and the simulated ledger's anchors (functions/adapters/dynamodb/label.repository.ts):
    // no account, key, credit or query item whatever its code is made to do.
    grantTableAccess(this.function, props.table, {
      actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'BatchWriteItem'],
      leadingKeyPrefixes: labelRefreshKeyPrefixes,
    });
    props.rescreenQueue.grantSendMessages(this.function);
    runOnSchedule(this, 'Daily', this.function, {
      description: 'Refresh the public risk-label feeds once a day',
      every: Duration.days(1),
      retryAttempts: 2,
    });
    // The Tether freeze feed (our own label source, read from the chain) runs in the same function:
    // it writes the same items, and the stage's stack has no room for another function.
    for (const [name, value] of Object.entries(props.chainSourceEnvironment ?? {}))
      this.function.addEnvironment(name, value);
    props.chainKeysSecret?.grantRead(this.function);
    runOnSchedule(this, 'TetherFreeze', this.function, {
      description: 'Read the Tether USDT blacklist events into blocked labels',
      every: tetherFreezeInterval,
      // No retry: the next run, minutes later, reads the same windows again.
      retryAttempts: 0,
      input: { job: TETHER_FREEZE_JOB },
    });

    // A refused feed keeps yesterday's labels, so nothing breaks visibly while the list goes stale
    // (or an upstream emptied the OFAC list): someone must look. A metric filter on the log line
    // needs no metrics client in the function; any refusal in a 5-minute window alarms.
    const refusedFeeds = new MetricFilter(this, 'RefusedFeedMetric', {
      logGroup: this.function.logGroup,
      filterPattern: refusedFeedFilterPattern,
      metricNamespace: alarmMetricNamespace,
      metricName: `LabelFeedRefused-${props.stage}`,
      metricValue: '1',
    });
    new Alarm(this, 'RefusedFeedAlarm', {
      alarmDescription:
        'The label refresh refused a downloaded feed (size, shrink or sanction-drop guard); its previous labels are kept. See the refresh Lambda log for `event` = ' +
        alarmedLogEvents.labelFeedRefused,
      metric: refusedFeeds.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
