import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';

/**
 * Starts the analysis state machine for a query. The execution is named by the query hash, so
 * a redelivered queue message starts nothing twice: Step Functions refuses a second execution
 * with the same name (ExecutionAlreadyExists), which counts as done.
 */
export type StartAnalysis = (queryHash: string) => Promise<'started' | 'already_started'>;

export function createAnalysisStarter(sfn: SFNClient, stateMachineArn: string | undefined): StartAnalysis {
  return async (queryHash) => {
    if (!stateMachineArn) throw new Error('ANALYSIS_STATE_MACHINE_ARN is not configured');
    try {
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn,
          name: queryHash,
          input: JSON.stringify({ query_hash: queryHash }),
        }),
      );
      return 'started';
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return 'already_started';
      throw error;
    }
  };
}
