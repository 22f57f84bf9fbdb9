import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';

/**
 * Starts an execution of a state machine named `name`, once: Step Functions refuses a second
 * execution with the same name (ExecutionAlreadyExists), which counts as done, so a redelivered
 * queue message starts nothing twice.
 */
export async function startNamedExecution(
  sfn: SFNClient,
  stateMachineArn: string,
  name: string,
  input: unknown,
): Promise<'started' | 'already_started'> {
  try {
    await sfn.send(new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }));
    return 'started';
  } catch (error) {
    if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return 'already_started';
    throw error;
  }
}
