import { Duration } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import {
  type AppFunctionsProps,
  allowSendingMail,
  anySesIdentityArn,
  appFunction,
  consumeQueue,
} from './app-functions';
import type { EntryFunction } from './entry-function';
import { grantTableAccess } from './table-access';

export const accountMailEntry = lambdaEntries.accountMail.entry;

export interface AccountMailProps extends AppFunctionsProps {
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
    this.function = appFunction(this, 'Function', props, {
      entry: accountMailEntry,
      purpose: 'mails verification and reset codes',
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    // Reads only the e-mail's owner item (EMAIL#<email>), to mail a reset code only to an account.
    grantTableAccess(this.function, props.table, { actions: ['GetItem'], leadingKeyPrefixes: ['EMAIL#'] });
    allowSendingMail(this.function, anySesIdentityArn(this));
    consumeQueue(this.function, props.mailQueue);
  }
}
