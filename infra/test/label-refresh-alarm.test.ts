import { alarmedLogEvents, alarmMetricNamespace } from '../../functions/platform/resource-design';
import { labelRefreshEntry } from '../lib/constructs/label-refresh';
import { entryMetadataKey } from '../lib/entry-metadata';
import { buildTestApp, resourcesOf, type TestApp } from './test-app';

/** A feed refused by the supply-chain guards alarms into the stage's topic. */
let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const refreshLogGroupId = (): string => {
  const [, fn] = Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).find(
    ([, f]) => f.Metadata?.[entryMetadataKey] === labelRefreshEntry,
  )!;
  return (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
};

describe('refused label feed alarm', () => {
  it('counts the refused-feed log line of the refresh Lambda', () => {
    const filters = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Logs::MetricFilter')).filter((f) =>
      JSON.stringify(f.Properties.FilterPattern).includes(alarmedLogEvents.labelFeedRefused),
    );
    expect(filters).toHaveLength(1);
    const filter = filters[0]!.Properties;
    expect(filter.FilterPattern).toBe(`{ $.event = "${alarmedLogEvents.labelFeedRefused}" }`);
    expect(filter.LogGroupName).toEqual({ Ref: refreshLogGroupId() });
    expect(filter.MetricTransformations).toEqual([
      expect.objectContaining({ MetricNamespace: alarmMetricNamespace, MetricValue: '1' }),
    ]);
  });

  it("alarms on one refusal into the stateful stack's alarm topic", () => {
    const [filter] = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Logs::MetricFilter')).filter(
      (f) => JSON.stringify(f.Properties.FilterPattern).includes(alarmedLogEvents.labelFeedRefused),
    );
    type Transformation = { MetricName: string; MetricNamespace: string };
    const [{ MetricName, MetricNamespace }] = filter!.Properties.MetricTransformations as [Transformation];
    const alarms = Object.values(resourcesOf(app.statelessTemplate, 'AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === MetricName && a.Properties.Namespace === MetricNamespace,
    );
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]!.Properties;
    expect(alarm).toEqual(
      expect.objectContaining({
        Statistic: 'Sum',
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      }),
    );
    // The action is the topic the stateful stack exports (the one docs/deploy.md subscribes to).
    const topicIds = Object.keys(resourcesOf(app.statefulTemplate, 'AWS::SNS::Topic'));
    const alarmTopicId = topicIds.find((id) => id.startsWith('AlarmTopic'))!;
    expect(alarmTopicId).toBeDefined();
    const actions = alarm.AlarmActions as unknown[];
    expect(actions).toHaveLength(1);
    expect(JSON.stringify(actions[0])).toContain(alarmTopicId);
  });
});
