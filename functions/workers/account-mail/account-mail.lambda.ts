import type { CloudFormationCustomResourceEvent, SQSEvent } from 'aws-lambda';
import { getDefaultContainerWithSecrets } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createAccountMailer } from './account-mail.worker';
import { createMailCodePublicKeyResource, isCustomResourceEvent } from './mail-code-public-key.resource';

/**
 * Lambda entry of the account mail queue's consumer. On AWS the seed of its mail code key is
 * read from Secrets Manager before the first message. CloudFormation invokes it too, at deploy
 * time, for the key's public half (mail-code-public-key.resource.ts).
 */
const { accounts, ports, log } = await getDefaultContainerWithSecrets(lambdaEntries.accountMail);
const mailer = createAccountMailer({
  unsealCode: (sealed, context) => ports.mailCodeKey.open(sealed, context),
  deliver: (job) => accounts.service.deliverVerificationMail(job),
  deliverNotice: (notice) => accounts.service.deliverSecurityNotice(notice),
  deliverSalesInquiry: (id) => accounts.sales.deliver(id),
  log,
});
const publicKeyResource = createMailCodePublicKeyResource({
  publicKey: () => ports.mailCodeKey.publicKey(),
  log,
});

export const handler = withLambdaContext(
  log,
  async (event: SQSEvent | CloudFormationCustomResourceEvent, context) =>
    isCustomResourceEvent(event) ? publicKeyResource(event) : mailer(event, context),
);
