import { CustomResource, Duration } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { mailCodePublicKeyResource } from '../../../functions/platform/resource-design';
import { acknowledgeUnrotatedSecret } from '../nag-acknowledgements';
import {
  AppFunctionConstruct,
  type AppFunctionsProps,
  allowSendingMail,
  anySesIdentityArn,
  consumeQueue,
} from './app-functions';
import { grantTableAccess } from './table-access';

export const accountMailEntry = lambdaEntries.accountMail.entry;

export interface AccountMailProps extends AppFunctionsProps {
  readonly mailQueue: IQueue;
  /** Where contact-sales messages are mailed (SALES_INBOX). */
  readonly salesInbox: string;
}

/**
 * The account mail consumer: send-verification-code and forgot-password only queue the mail, so
 * they answer in the same time for every e-mail; this function mails the codes, a reset code only
 * to an existing account (it reads the e-mail's owner item). It alone may send mail.
 *
 * The codes travel sealed for this function alone (functions/adapters/crypto/mail-code-seal.ts).
 * Its key's seed is a secret CloudFormation generates and only this function may read; the
 * public half reaches the routes through a custom resource this very function answers (it alone
 * can derive it). Two resources in all: a key-generating custom resource would add a function,
 * a role and a policy, and an operator-made key pair would add a manual step to every stage.
 */
export class AccountMail extends AppFunctionConstruct {
  /** The mail code key's public half (base64), for the accounts routes' MAIL_CODE_PUBLIC_KEY. */
  readonly mailCodePublicKey: string;

  constructor(scope: Construct, id: string, props: AccountMailProps) {
    super(scope, id, props, {
      entry: accountMailEntry,
      purpose: 'mails verification and reset codes, owner notices and contact-sales messages',
      memorySize: 256,
      timeout: Duration.seconds(15),
    });
    // Reads only the e-mail's owner item (EMAIL#<email>), to mail a reset code only to an account.
    grantTableAccess(this.function, props.table, { actions: ['GetItem'], leadingKeyPrefixes: ['EMAIL#'] });
    // Reads a contact-sales message and marks it mailed (SALES#<id>), nothing else of the table.
    grantTableAccess(this.function, props.table, {
      actions: ['GetItem', 'UpdateItem'],
      leadingKeyPrefixes: ['SALES#'],
    });
    this.function.addEnvironment('SALES_INBOX', props.salesInbox);
    allowSendingMail(this.function, anySesIdentityArn(this));
    consumeQueue(this.function, props.mailQueue);

    const seed = new Secret(this, 'MailCodeKeySeed', {
      description: 'wallet-risk: seed of the key that opens verification codes on the mail queue',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.function.addEnvironment('MAIL_CODE_PRIVATE_KEY_SECRET_ID', seed.secretArn);
    seed.grantRead(this.function);
    acknowledgeUnrotatedSecret(
      seed,
      'The routes seal with the public key CloudFormation got at deploy time; a seed rotated in place would leave them sealing for a key nobody holds. A new seed comes with a deploy (a replaced secret changes the public key).',
    );
    const publicKey = new CustomResource(this, 'MailCodePublicKey', {
      serviceToken: this.function.functionArn,
      resourceType: mailCodePublicKeyResource.type,
      // A new secret (a new seed) asks for the public key again.
      properties: { Seed: seed.secretArn },
    });
    this.mailCodePublicKey = publicKey.getAttString(mailCodePublicKeyResource.attribute);
  }
}
