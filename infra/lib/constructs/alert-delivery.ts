import { Duration } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import {
  Choice,
  Condition,
  DefinitionBody,
  Parallel,
  StateMachine,
  Succeed,
  type TaskStateBase,
  Wait,
  WaitTime,
} from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import type { AlertDeliveryTaskName } from '../../../shared/contract/payloads/alert-delivery-workflow.schema';
import {
  type AppFunctionsProps,
  allowSendingMail,
  appFunction,
  consumeQueue,
  invokeTask,
  workflowTaskFunction,
} from './app-functions';
import type { EntryFunction } from './entry-function';
import { grantTableAccess, readWriteItems } from './table-access';

export interface AlertDeliveryProps extends AppFunctionsProps {
  readonly alertQueue: IQueue;
  /** Sending is authorised against the sender identity (arn:…:identity/*). */
  readonly sesIdentityArn: string;
}

/**
 * The "alert delivery" state machine (shared/contract/payloads/alert-delivery-workflow.schema.ts):
 * Charge (3 credits, idempotent on the alert id) → when paid, in parallel the webhook rounds (a
 * Wait of the round's `wait_seconds` between rounds: retries over about a day without a Lambda
 * waiting) and the e-mails. The alert queue's consumer starts one execution per alert, named by
 * its id, so an alert is pushed and charged once whatever the redeliveries of its message.
 */
export class AlertDelivery extends Construct {
  readonly stateMachine: StateMachine;
  readonly starter: EntryFunction;
  readonly tasks: Readonly<Record<AlertDeliveryTaskName, EntryFunction>>;

  constructor(scope: Construct, id: string, props: AlertDeliveryProps) {
    super(scope, id);
    const task = (name: AlertDeliveryTaskName, timeout: Duration) => {
      const fn = workflowTaskFunction(this, props, {
        entry: lambdaEntries.alertDeliveryTasks.entry,
        workflow: 'alert delivery',
        name,
        memorySize: 256,
        timeout,
      });
      // The alert, its monitor and the user's plan (the charge's ledger move): items by key.
      grantTableAccess(fn, props.table, { actions: readWriteItems });
      return fn;
    };
    this.tasks = {
      charge: task('charge', Duration.seconds(15)),
      // Up to 10 URLs in parallel, each bounded by its config's time-out (at most 30 s).
      deliverWebhooks: task('deliverWebhooks', Duration.seconds(45)),
      sendEmails: task('sendEmails', Duration.seconds(30)),
    };
    allowSendingMail(this.tasks.sendEmails, props.sesIdentityArn);

    const invoke = (stateName: string, fn: EntryFunction) => invokeTask(this, stateName, fn);
    const transient = (state: TaskStateBase) =>
      state.addRetry({
        errors: ['States.ALL'],
        interval: Duration.seconds(2),
        maxAttempts: 3,
        backoffRate: 2,
      });

    const charge = transient(invoke('Charge', this.tasks.charge));
    const webhooks = transient(invoke('DeliverWebhooks', this.tasks.deliverWebhooks));
    const emails = transient(invoke('SendEmails', this.tasks.sendEmails));
    const waitForRetry = new Wait(this, 'WaitForWebhookRetry', {
      time: WaitTime.secondsPath('$.wait_seconds'),
    });
    const webhookBranch = webhooks.next(
      new Choice(this, 'RetryWebhooks?')
        .when(Condition.booleanEquals('$.retry', true), waitForRetry.next(webhooks))
        .otherwise(new Succeed(this, 'WebhooksDone')),
    );
    const push = new Parallel(this, 'Push', { resultPath: '$.pushed' }).branch(webhookBranch).branch(emails);
    const definition = charge.next(
      new Choice(this, 'Paid?')
        .when(Condition.booleanEquals('$.charged', true), push)
        .otherwise(new Succeed(this, 'NotPushed')),
    );
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: `wallet-risk-${props.stage}-alert-delivery`,
      definitionBody: DefinitionBody.fromChainable(definition),
    });

    this.starter = appFunction(this, 'AlertStarterFunction', props, {
      entry: lambdaEntries.alertStarter.entry,
      purpose: 'starts one alert delivery per queued alert',
      environment: {
        ...props.environment,
        ALERT_DELIVERY_STATE_MACHINE_ARN: this.stateMachine.stateMachineArn,
      },
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    this.stateMachine.grantStartExecution(this.starter);
    consumeQueue(this.starter, props.alertQueue);
  }
}
