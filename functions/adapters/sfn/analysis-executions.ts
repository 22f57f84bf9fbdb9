import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  type AnalysisExecutionInput,
  analysisExecutionInputSchema,
} from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { StartAnalysis } from '../../domain/queries/query.ports';

/**
 * The domain's StartAnalysis port over Step Functions: starts the analysis state machine for a query. The execution is named by the query hash, so
 * a redelivered queue message starts nothing twice: Step Functions refuses a second execution
 * with the same name (ExecutionAlreadyExists), which counts as done. The input is the contract's
 * execution input (shared/contract/payloads/analysis-workflow.schema.ts), checked before it leaves.
 */
export function createAnalysisStarter(sfn: SFNClient, stateMachineArn: string): StartAnalysis {
  return async (queryHash) => {
    const input: AnalysisExecutionInput = analysisExecutionInputSchema.parse({ query_hash: queryHash });
    try {
      await sfn.send(
        new StartExecutionCommand({ stateMachineArn, name: queryHash, input: JSON.stringify(input) }),
      );
      return 'started';
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return 'already_started';
      throw error;
    }
  };
}
