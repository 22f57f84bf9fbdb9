import { Duration } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, Fail, StateMachine, type TaskStateBase } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import {
  type AnalysisTaskName,
  analysisErrorNames,
  markFailedErrorPath,
} from '../../../shared/contract/payloads/analysis-workflow.schema';
import {
  type AppFunctionsProps,
  appFunction,
  consumeQueue,
  invokeTask,
  workflowTaskFunction,
} from './app-functions';
import type { EntryFunction } from './entry-function';
import { grantTableAccess, queryHistoryIndexes, readWriteItems } from './table-access';

/** The task module and the starter of the analysis (functions/workers). */
export const analysisTasksEntry = lambdaEntries.analysisTasks.entry;
export const queryStarterEntry = lambdaEntries.queryStarter.entry;
export const queryDeadLetterEntry = lambdaEntries.queryDeadLetter.entry;

export interface AnalysisWorkflowProps extends AppFunctionsProps {
  /** Live chain-source keys and URLs: given to the Analyse step only. */
  readonly chainSourceEnvironment?: Record<string, string>;
  readonly queryQueue: IQueue;
  /** Where the query queue puts messages whose analysis could not be started. */
  readonly queryDeadLetterQueue: IQueue;
}

/**
 * Query processing (DESIGN §2): query/create → SQS → starter → the "analysis"
 * state machine: Prepare → Analyse → Complete, with any error caught into MarkFailed (which
 * refunds the query's credits). Analyse does fetch, screening and report building in one task
 * because a history of up to 1M transfers cannot travel between states (256 KB payloads); it
 * stores the report itself and hands on only a summary. It is retried on transient chain-source
 * errors. The starter names each execution by the query hash, so a redelivered message cannot
 * start a second one. The local stack runs this very definition (scripts/local/workflows.ts).
 * Task names, their inputs and outputs and the error names matched here are the contract's
 * (shared/contract/payloads/analysis-workflow.schema.ts), shared with the task Lambdas.
 */
export class AnalysisWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly starter: EntryFunction;
  readonly deadLetterConsumer: EntryFunction;
  readonly tasks: Readonly<Record<AnalysisTaskName, EntryFunction>>;

  constructor(scope: Construct, id: string, props: AnalysisWorkflowProps) {
    super(scope, id);
    const task = (name: keyof AnalysisWorkflow['tasks'], memorySize: number, timeout: Duration) => {
      const fn = workflowTaskFunction(this, props, {
        entry: analysisTasksEntry,
        workflow: 'analysis',
        name,
        environment:
          name === 'analyse' ? { ...props.environment, ...props.chainSourceEnvironment } : props.environment,
        memorySize,
        timeout,
      });
      // The query, its result, labels, the policy and the ledger moves; the history indexes for
      // the address's earlier reports.
      grantTableAccess(fn, props.table, { actions: readWriteItems, indexes: queryHistoryIndexes });
      return fn;
    };
    this.tasks = {
      prepare: task('prepare', 256, Duration.seconds(10)),
      // Up to 1M transfers in memory, plus live chain sources' paging and back-off.
      analyse: task('analyse', 3008, Duration.minutes(10)),
      complete: task('complete', 256, Duration.seconds(10)),
      markFailed: task('markFailed', 256, Duration.seconds(10)),
    };

    const invoke = (stateName: string, fn: EntryFunction) => invokeTask(this, stateName, fn);

    const failed = new Fail(this, 'Failed', {
      error: analysisErrorNames.analysisFailed,
      cause: 'The query was marked failed',
    });
    // MarkFailed and Complete settle the credits; both are idempotent, so a transient error
    // (a throttled table) is retried rather than leaving the query's credit held and its
    // concurrency slot taken.
    const settle = (state: TaskStateBase) =>
      state.addRetry({
        errors: ['States.ALL'],
        interval: Duration.seconds(1),
        maxAttempts: 4,
        backoffRate: 2,
      });
    const markFailedTask = invoke('MarkFailed', this.tasks.markFailed);
    settle(markFailedTask);
    const markFailed = markFailedTask.next(failed);
    const catchInto = (state: TaskStateBase) =>
      state.addCatch(markFailed, { resultPath: markFailedErrorPath });

    const prepare = catchInto(invoke('Prepare', this.tasks.prepare));
    const analyse = invoke('Analyse', this.tasks.analyse);
    analyse.addRetry({
      errors: [analysisErrorNames.sourceUnavailable],
      interval: Duration.seconds(2),
      maxAttempts: 3,
      backoffRate: 2,
    });
    catchInto(analyse);
    const completeTask = invoke('Complete', this.tasks.complete);
    // "Not processing" is final (a failed or already settled query); anything else may pass.
    completeTask.addRetry({ errors: [analysisErrorNames.queryNotProcessing], maxAttempts: 0 });
    settle(completeTask);
    const complete = catchInto(completeTask);

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: `wallet-risk-${props.stage}-analysis`,
      definitionBody: DefinitionBody.fromChainable(prepare.next(analyse).next(complete)),
      // No execution-wide timeout: it would end the run without the catch, so MarkFailed would
      // never refund the credit or free the slot. Each task is bounded by its Lambda timeout
      // (Analyse: 4 tries × 10 min), which bounds the execution.
    });

    this.starter = appFunction(this, 'QueryStarterFunction', props, {
      entry: queryStarterEntry,
      purpose: 'starts one analysis per queued query',
      environment: { ...props.environment, ANALYSIS_STATE_MACHINE_ARN: this.stateMachine.stateMachineArn },
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    this.stateMachine.grantStartExecution(this.starter);
    consumeQueue(this.starter, props.queryQueue);

    // A query whose analysis never started would hold its credit and slot for good: fail it.
    this.deadLetterConsumer = appFunction(this, 'QueryDeadLetterFunction', props, {
      entry: queryDeadLetterEntry,
      purpose: 'fails and refunds queries that could not be started',
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    grantTableAccess(this.deadLetterConsumer, props.table, { actions: readWriteItems });
    consumeQueue(this.deadLetterConsumer, props.queryDeadLetterQueue);
  }
}
