import { Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { EntryFunction } from './entry-function';
import { grantTableAccess } from './table-access';

export const accountMailEntry = lambdaEntries.accountMail.entry;

export interface AccountMailProps {
  readonly repoRoot: string;
  readonly stage: string;
  readonly environment: Record<string, string>;
  readonly table: ITableV2;
  readonly mailQueue: IQueue;
}

/**
 * The account mail consumer: send-verification-code and forgot-password only queue the mail, so
 * they answer in the same time for every e-mail; this function mails the codes, a reset code only
 * to an existing account (it reads the e-mail's owner item). It alone may send mail.
 */
export class AccountMail extends Construct {
  readonly function: EntryFunction;

  constructor(scope: Construct, id: string, props: AccountMailProps) {
    super(scope, id);
    this.function = new EntryFunction(this, 'Function', {
      repoRoot: props.repoRoot,
      entry: accountMailEntry,
      description: `wallet-risk ${props.stage}: mails verification and reset codes`,
      environment: props.environment,
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    // Reads only the e-mail's owner item (EMAIL#<email>), to mail a reset code only to an account.
    grantTableAccess(this.function, props.table, { actions: ['GetItem'], leadingKeyPrefixes: ['EMAIL#'] });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        // Sending is authorised against the sender identity (and, in the SES sandbox, the recipient's).
        resources: [Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
    );
    this.function.addEventSource(
      new SqsEventSource(props.mailQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
  }
}
