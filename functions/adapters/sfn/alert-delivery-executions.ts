import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { alertDeliveryInputSchema } from '../../../shared/contract/payloads/alert-delivery-workflow.schema';

/**
 * Starts the "alert delivery" state machine for an alert, the execution named by the alert id:
 * a redelivered queue message starts nothing twice (ExecutionAlreadyExists counts as done), so
 * an alert is charged and pushed once.
 */
export function createAlertDeliveryStarter(sfn: SFNClient, stateMachineArn: string) {
  return async (alertId: string): Promise<'started' | 'already_started'> => {
    const input = alertDeliveryInputSchema.parse({ alert_id: alertId });
    try {
      await sfn.send(
        new StartExecutionCommand({ stateMachineArn, name: alertId, input: JSON.stringify(input) }),
      );
      return 'started';
    } catch (error) {
      if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return 'already_started';
      throw error;
    }
  };
}
