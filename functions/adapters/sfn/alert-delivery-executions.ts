import type { SFNClient } from '@aws-sdk/client-sfn';
import { alertDeliveryInputSchema } from '../../../shared/contract/payloads/alert-delivery-workflow.schema';
import { startNamedExecution } from './named-execution';

/**
 * Starts the "alert delivery" state machine for an alert, the execution named by the alert id:
 * a redelivered queue message starts nothing twice, so an alert is charged and pushed once.
 */
export function createAlertDeliveryStarter(sfn: SFNClient, stateMachineArn: string) {
  return (alertId: string): Promise<'started' | 'already_started'> =>
    startNamedExecution(sfn, stateMachineArn, alertId, alertDeliveryInputSchema.parse({ alert_id: alertId }));
}
