import { alertDeliveryTasks } from '../../../shared/contract/payloads/alert-delivery-workflow.schema';
import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { stateMachineTasks } from '../../platform/state-machine-tasks';

/**
 * Lambda entries of the "alert delivery" state machine's tasks (infra/lib/constructs/alert-delivery.ts),
 * one export per task of the contract, input and output checked both ways.
 */
const { monitoring, log } = getDefaultContainer(lambdaEntries.alertDeliveryTasks);

const task = stateMachineTasks(alertDeliveryTasks, log);

export const charge = task('charge', (input) => monitoring.alertDelivery.charge(input.alert_id));
export const deliverWebhooks = task('deliverWebhooks', (input) =>
  monitoring.alertDelivery.deliverWebhooks(input),
);
export const sendEmails = task('sendEmails', (input) => monitoring.alertDelivery.sendEmails(input.alert_id));
