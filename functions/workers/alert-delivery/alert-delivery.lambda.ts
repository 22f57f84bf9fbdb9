import type { z } from 'zod';
import {
  type AlertDeliveryTaskName,
  alertDeliveryTasks,
} from '../../../shared/contract/payloads/alert-delivery-workflow.schema';
import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';

/**
 * Lambda entries of the "alert delivery" state machine's tasks (infra/lib/constructs/alert-delivery.ts),
 * one export per task of the contract, input and output checked both ways.
 */
const { monitoring, log } = getDefaultContainer(lambdaEntries.alertDeliveryTasks);

type Input<Name extends AlertDeliveryTaskName> = z.output<(typeof alertDeliveryTasks)[Name]['input']>;
type Output<Name extends AlertDeliveryTaskName> = z.input<(typeof alertDeliveryTasks)[Name]['output']>;

const task = <Name extends AlertDeliveryTaskName>(
  name: Name,
  run: (input: Input<Name>) => Promise<Output<Name>>,
) =>
  withLambdaContext(log, async (event: unknown) => {
    const contract = alertDeliveryTasks[name];
    return contract.output.parse(await run(contract.input.parse(event) as Input<Name>));
  });

export const charge = task('charge', (input) => monitoring.alertDelivery.charge(input.alert_id));
export const deliverWebhooks = task('deliverWebhooks', (input) =>
  monitoring.alertDelivery.deliverWebhooks(input),
);
export const sendEmails = task('sendEmails', (input) => monitoring.alertDelivery.sendEmails(input.alert_id));
