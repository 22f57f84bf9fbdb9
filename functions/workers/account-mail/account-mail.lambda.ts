import { getDefaultContainer } from '../../platform/default-container';
import { lambdaEntries } from '../../platform/lambda-entries';
import { withLambdaContext } from '../../platform/logging/lambda-logging';
import { createAccountMailer } from './account-mail.worker';

/** Lambda entry of the account mail queue's consumer. */
const { accounts, log } = getDefaultContainer(lambdaEntries.accountMail);
export const handler = withLambdaContext(
  log,
  createAccountMailer({
    deliver: (job) => accounts.service.deliverVerificationMail(job),
    deliverNotice: (notice) => accounts.service.deliverSecurityNotice(notice),
    log,
  }),
);
