import { z } from 'zod';
import { queryHashSchema } from '../common.schema';

/**
 * The "analysis" state machine's wire (infra/lib/constructs/analysis-workflow.ts): the input,
 * output and error names of each task, written once for the starter that opens an execution, the
 * task Lambdas (functions/workers/analysis) and the CDK construct that chains and retries them.
 *
 *   execution input ─► Prepare ─► Analyse ─► Complete            (any error ─► MarkFailed ─► Fail)
 *   {query_hash}       {query_hash}  outcome   settled query        {…state input, error} → settled query
 */

/** The names Step Functions matches in Retry and Catch (a thrown error's `name`). */
export const analysisErrorNames = {
  /** A chain source is rate limited, timing out or answering 5xx: Analyse is retried. */
  sourceUnavailable: 'SourceUnavailableError',
  /** The query is not (or no longer) in the status the step needs: final, never retried. */
  queryNotProcessing: 'QueryNotProcessingError',
  /** Set by the dead-letter consumer: the query's message never started an execution. */
  notStarted: 'NotStarted',
  /** Set by the sweeper: the query stayed pending or processing past its deadline. */
  deadlineExceeded: 'DeadlineExceeded',
  /** Set when the local stack starts: the query was open when it stopped. */
  interrupted: 'Interrupted',
  /** The Fail state's error once MarkFailed has failed and refunded the query. */
  analysisFailed: 'AnalysisFailed',
  /** A task state's own TimeoutSeconds ran out (Step Functions). */
  stateTimeout: 'States.Timeout',
  /** The task Lambda ran out of its timeout (the Lambda service). */
  lambdaTimeout: 'Sandbox.Timedout',
} as const;
export type AnalysisErrorName = (typeof analysisErrorNames)[keyof typeof analysisErrorNames];

/** What the starter passes as the execution input; also what Prepare hands to Analyse. */
export const analysisExecutionInputSchema = z.object({ query_hash: queryHashSchema });
export type AnalysisExecutionInput = z.infer<typeof analysisExecutionInputSchema>;

/** What Analyse stored and charged: the summary Complete settles (the report itself is in the table). */
export const analysisOutcomeSchema = z.object({
  query_hash: queryHashSchema,
  risk_level: z.int(),
  transfers_analysed: z.int().nonnegative(),
  credits: z.int().nonnegative(),
});
export type AnalysisOutcome = z.infer<typeof analysisOutcomeSchema>;

/** Complete's and MarkFailed's answer: the query's status after the step (spec 01 §3 codes). */
export const settledQuerySchema = z.object({ query_hash: queryHashSchema, status: z.int().min(0).max(3) });
export type SettledQuery = z.infer<typeof settledQuerySchema>;

/** What a Catch puts at `$.error` (Step Functions' error output). */
export const taskErrorSchema = z.object({ Error: z.string().optional(), Cause: z.string().optional() });
export type TaskError = z.infer<typeof taskErrorSchema>;

/** The path where the Catch into MarkFailed puts the error (its `resultPath`). */
export const markFailedErrorPath = '$.error';

/**
 * MarkFailed's input: whatever the failing state received (Prepare's, Analyse's or Complete's
 * input, all carrying query_hash) with the caught error added at `error`.
 */
export const markFailedInputSchema = z.looseObject({
  query_hash: queryHashSchema,
  error: taskErrorSchema.optional(),
});
export type MarkFailedInput = z.infer<typeof markFailedInputSchema>;

/** Every task of the machine by its Lambda export name (functions/workers/analysis/analysis.lambda.ts). */
export const analysisTasks = {
  prepare: { input: analysisExecutionInputSchema, output: analysisExecutionInputSchema },
  analyse: { input: analysisExecutionInputSchema, output: analysisOutcomeSchema },
  complete: { input: analysisOutcomeSchema, output: settledQuerySchema },
  markFailed: { input: markFailedInputSchema, output: settledQuerySchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
export type AnalysisTaskName = keyof typeof analysisTasks;
