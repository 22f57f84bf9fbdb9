import { analysisTasks } from '../../../shared/contract/payloads/analysis-workflow.schema';
import { getDefaultContainerWithSecrets } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { correlationPaths } from '../../platform/logging/lambda-logging';
import { stateMachineTasks } from '../../platform/state-machine-tasks';

/**
 * Lambda entries of the analysis state machine's steps (infra/lib/constructs/analysis-workflow.ts),
 * one export per task of the contract (shared/contract/payloads/analysis-workflow.schema.ts). Each
 * state's input is the previous state's output, checked against the contract on the way in and
 * out; a caught error arrives under `error`. The query hash is every line's correlation id.
 */
const { queries, log } = await getDefaultContainerWithSecrets(lambdaEntries.analysisTasks);
const { analysis } = queries;

const task = stateMachineTasks(analysisTasks, log, { correlationIdPath: correlationPaths.analysisTask });

export const prepare = task('prepare', (input) => analysis.prepare(input.query_hash));
export const analyse = task('analyse', (input) => analysis.analyse(input.query_hash));
export const complete = task('complete', (input) => analysis.complete(input));
export const markFailed = task('markFailed', (input) => analysis.fail(input.query_hash, input.error));
