import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import type { Logger } from '../../platform/logger';
import { mailCodePublicKeyResource } from '../../platform/resource-design';

/**
 * The consumer's answer to CloudFormation's custom resource `Custom::MailCodePublicKey` (infra:
 * AccountMail): the public half of its mail code key, which CDK hands to the accounts routes as
 * MAIL_CODE_PUBLIC_KEY. The consumer is the one holder of the seed (a Secrets Manager value
 * CloudFormation generates), so it is the one that can say which public key matches; a public
 * key known at deploy time this way costs one template resource and no key-generating function.
 * Nothing is created or deleted: Create and Update answer the key (the same for the same seed),
 * Delete answers done.
 *
 * The answer goes to the pre-signed S3 URL in the event (CloudFormation's protocol). A failure
 * answers FAILED, so a deploy stops with the reason instead of waiting an hour.
 */

export const isCustomResourceEvent = (event: unknown): event is CloudFormationCustomResourceEvent =>
  typeof event === 'object' &&
  event !== null &&
  'RequestType' in event &&
  'ResponseURL' in event &&
  typeof event.ResponseURL === 'string';

export type PutResponse = (url: string, body: string) => Promise<void>;

const putWithFetch: PutResponse = async (url, body) => {
  // The pre-signed URL is signed for an empty Content-Type.
  const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!response.ok) throw new Error(`CloudFormation's response URL answered ${response.status}`);
};

export function createMailCodePublicKeyResource(deps: {
  /** The public key of the consumer's own seed; throws when the consumer has no usable seed. */
  publicKey: () => string;
  log: Logger;
  put?: PutResponse;
}) {
  const put = deps.put ?? putWithFetch;
  return async (event: CloudFormationCustomResourceEvent): Promise<void> => {
    const physicalResourceId =
      event.RequestType === 'Create' ? `${event.LogicalResourceId}-mail-code-key` : event.PhysicalResourceId;
    const base = {
      PhysicalResourceId: physicalResourceId,
      StackId: event.StackId,
      RequestId: event.RequestId,
      LogicalResourceId: event.LogicalResourceId,
    };
    let answer: Record<string, unknown>;
    try {
      answer =
        event.RequestType === 'Delete'
          ? { ...base, Status: 'SUCCESS' }
          : { ...base, Status: 'SUCCESS', Data: { [mailCodePublicKeyResource.attribute]: deps.publicKey() } };
    } catch (error) {
      deps.log.error('mail code public key not available', { error });
      answer = { ...base, Status: 'FAILED', Reason: 'The mail code key seed is missing or unusable' };
    }
    deps.log.info('mail code public key resource', { requestType: event.RequestType, status: answer.Status });
    await put(event.ResponseURL, JSON.stringify(answer));
  };
}
