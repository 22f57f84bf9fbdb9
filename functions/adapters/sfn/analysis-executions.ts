import type { SFNClient } from '@aws-sdk/client-sfn';
import {
  type AnalysisExecutionInput,
  analysisExecutionInputSchema,
} from '../../../shared/contract/payloads/analysis-workflow.schema';
import type { StartAnalysis } from '../../domain/queries/query.ports';
import { startNamedExecution } from './named-execution';

/**
 * The domain's StartAnalysis port over Step Functions: starts the analysis state machine for a
 * query, the execution named by the query hash, so a redelivered queue message starts nothing
 * twice. The input is the contract's execution input
 * (shared/contract/payloads/analysis-workflow.schema.ts), checked before it leaves.
 */
export function createAnalysisStarter(sfn: SFNClient, stateMachineArn: string): StartAnalysis {
  return (queryHash) => {
    const input: AnalysisExecutionInput = analysisExecutionInputSchema.parse({ query_hash: queryHash });
    return startNamedExecution(sfn, stateMachineArn, queryHash, input);
  };
}
