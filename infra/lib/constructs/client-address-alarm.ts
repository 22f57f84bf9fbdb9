import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { alarmedLogEvents, alarmMetricNamespace } from '../../../functions/platform/resource-design';
import type { EntryFunction } from './entry-function';

export interface ClientAddressAlarmProps {
  readonly stage: string;
  /** The route groups' functions: each may serve console routes. */
  readonly functions: readonly EntryFunction[];
  readonly alarmTopic: ITopic;
}

/** The refused-request line the route groups write (operation-handler.ts). */
export const clientAddressMissingFilterPattern = FilterPattern.stringValue(
  '$.event',
  '=',
  alarmedLogEvents.clientAddressMissing,
);

/**
 * A console request without `CloudFront-Viewer-Address` is refused rather than counted as one
 * shared client. Only CloudFront can reach the console API, so one such request means its origin
 * request policy stopped passing the header and the console is down for everyone: it alarms at
 * once. One metric filter per route group's log group, all into one metric (same name), one alarm.
 */
export class ClientAddressAlarm extends Construct {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: ClientAddressAlarmProps) {
    super(scope, id);
    const metricName = `ConsoleClientAddressMissing-${props.stage}`;
    props.functions.forEach((fn, index) => {
      new MetricFilter(this, `Filter${index}`, {
        logGroup: fn.logGroup,
        filterPattern: clientAddressMissingFilterPattern,
        metricNamespace: alarmMetricNamespace,
        metricName,
        metricValue: '1',
      });
    });
    this.alarm = new Alarm(this, 'Alarm', {
      alarmDescription: `Console API requests arrive without CloudFront-Viewer-Address and are refused (403 client_address_missing): check the distribution's origin request policy. Route group logs: \`event\` = ${alarmedLogEvents.clientAddressMissing}`,
      metric: new Metric({
        namespace: alarmMetricNamespace,
        metricName,
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
