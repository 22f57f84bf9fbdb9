import type { AnalysisOutcome } from '../../domain/queries/analysis.service';
import { getDefaultContainer } from '../../platform/container';

/**
 * Lambda entries of the analysis state machine's steps (infra/lib/constructs/analysis-workflow.ts).
 * Each state's input is the previous state's output; a caught error arrives under `error`.
 */
const { analysis } = getDefaultContainer();

export const prepare = (input: { query_hash: string }) => analysis.prepare(input.query_hash);
export const analyse = (input: { query_hash: string }) => analysis.analyse(input.query_hash);
export const complete = (input: AnalysisOutcome) => analysis.complete(input);
export const markFailed = (input: { query_hash: string; error?: { Error?: string; Cause?: string } }) =>
  analysis.fail(input.query_hash, input.error);
