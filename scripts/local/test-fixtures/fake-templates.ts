import type { CfnTemplates } from '../workflow-runtime/cfn-template';

/**
 * A small pair of templates shaped like CDK's output: a state machine (lambda:invoke → Choice →
 * Lambda ARN task with Catch → dynamodb:putItem), an SQS event source mapping and a scheduled
 * EventBridge rule, with the cross-stack references (Fn::GetStackOutput) and Fn::Join
 * definitions CDK writes.
 */
const entry = 'scripts/local/test-fixtures/workflow-functions.ts';
const fn = (exportName: string) => ({
  Type: 'AWS::Lambda::Function',
  Properties: { Handler: `index.${exportName}`, Timeout: 30 },
  Metadata: { 'wallet-risk:entry': entry, 'wallet-risk:export': exportName },
});

const definition = (prepareArn: unknown, screenArn: unknown) => ({
  'Fn::Join': [
    '',
    [
      '{"StartAt":"Prepare","States":{',
      '"Prepare":{"Type":"Task","Resource":"arn:',
      { Ref: 'AWS::Partition' },
      ':states:::lambda:invoke","Parameters":{"FunctionName":"',
      prepareArn,
      '","Payload.$":"$"},"OutputPath":"$.Payload","Next":"Decide"},',
      '"Decide":{"Type":"Choice","Choices":[{"Variable":"$.amount","NumericGreaterThan":100,"Next":"Screen"}],"Default":"Save"},',
      '"Screen":{"Type":"Task","Resource":"',
      screenArn,
      '","Catch":[{"ErrorEquals":["RiskRejected"],"ResultPath":"$.error","Next":"Rejected"}],"Next":"Save"},',
      // A DefinitionSubstitutions placeholder, written literally as CDK writes it.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: see above.
      '"Save":{"Type":"Task","Resource":"arn:aws:states:::dynamodb:putItem","Parameters":{"TableName":"${TableName}","Item":{"PK":{"S.$":"$.id"},"SK":{"S":"RESULT"}}},"ResultPath":null,"End":true},',
      '"Rejected":{"Type":"Pass","End":true}}}',
    ],
  ],
});

const stackOutput = (OutputName: string) => ({
  'Fn::GetStackOutput': { StackName: 'WalletRisk-test-Stateful', Region: { Ref: 'AWS::Region' }, OutputName },
});

export const fakeTemplates: CfnTemplates = {
  stateful: {
    Resources: {
      Table1: { Type: 'AWS::DynamoDB::GlobalTable', Properties: {} },
      QueryQueue1: { Type: 'AWS::SQS::Queue', Properties: { QueueName: 'wallet-risk-query' } },
    },
    Outputs: {
      PublishTable: { Value: { Ref: 'Table1' } },
      PublishQueryQueueArn: { Value: { 'Fn::GetAtt': ['QueryQueue1', 'Arn'] } },
    },
  },
  stateless: {
    Resources: {
      PrepareFn: fn('prepare'),
      ScreenFn: fn('screen'),
      SweepFn: fn('sweep'),
      SweepSchedule: {
        Type: 'AWS::Events::Rule',
        Properties: {
          ScheduleExpression: 'rate(5 minutes)',
          State: 'ENABLED',
          Targets: [{ Arn: { 'Fn::GetAtt': ['SweepFn', 'Arn'] }, Id: 'Target0' }],
        },
      },
      ConsumeFn: {
        ...fn('consume'),
        Properties: {
          Timeout: 30,
          Environment: {
            Variables: {
              ANALYSIS_STATE_MACHINE_ARN: { Ref: 'AnalysisMachine' },
              TABLE_NAME: stackOutput('PublishTable'),
              STAGE: 'aws',
              CONSOLE_URL: {
                'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['SpaDistribution', 'DomainName'] }]],
              },
            },
          },
        },
      },
      SpaDistribution: { Type: 'AWS::CloudFront::Distribution', Properties: {} },
      AnalysisMachine: {
        Type: 'AWS::StepFunctions::StateMachine',
        Properties: {
          StateMachineName: 'wallet-risk-analysis',
          DefinitionString: definition(
            { 'Fn::GetAtt': ['PrepareFn', 'Arn'] },
            { 'Fn::GetAtt': ['ScreenFn', 'Arn'] },
          ),
          DefinitionSubstitutions: { TableName: stackOutput('PublishTable') },
        },
      },
      QueryConsumer: {
        Type: 'AWS::Lambda::EventSourceMapping',
        Properties: {
          EventSourceArn: stackOutput('PublishQueryQueueArn'),
          FunctionName: { Ref: 'ConsumeFn' },
          BatchSize: 2,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        },
      },
    },
  },
};
