import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { silentLogger } from '../../domain/ports/logger';
import { createMailCodePublicKeyResource, isCustomResourceEvent } from './mail-code-public-key.resource';

const event = (RequestType: 'Create' | 'Update' | 'Delete') =>
  ({
    RequestType,
    ResponseURL: 'https://cloudformation-custom-resource-response.s3.amazonaws.com/signed',
    StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/WalletRisk-prod-Stateless/1',
    RequestId: 'request-1',
    LogicalResourceId: 'AccountMailMailCodePublicKey',
    ResourceType: 'Custom::MailCodePublicKey',
    ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:mail',
    ResourceProperties: { ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:mail' },
    ...(RequestType === 'Create' ? {} : { PhysicalResourceId: 'AccountMailMailCodePublicKey-mail-code-key' }),
  }) as CloudFormationCustomResourceEvent;

function resource(publicKey: () => string) {
  const answers: Array<{ url: string; body: Record<string, unknown> }> = [];
  const answer = createMailCodePublicKeyResource({
    publicKey,
    log: silentLogger,
    put: async (url, body) => {
      answers.push({ url, body: JSON.parse(body) });
    },
  });
  return { answer, answers };
}

describe('mail code public key resource', () => {
  it('tells CloudFormation the public key on create and update, under one physical id', async () => {
    const { answer, answers } = resource(() => 'cHVibGlj');
    await answer(event('Create'));
    await answer(event('Update'));
    expect(answers.map((a) => [a.body.Status, a.body.PhysicalResourceId, a.body.Data])).toEqual([
      ['SUCCESS', 'AccountMailMailCodePublicKey-mail-code-key', { PublicKey: 'cHVibGlj' }],
      ['SUCCESS', 'AccountMailMailCodePublicKey-mail-code-key', { PublicKey: 'cHVibGlj' }],
    ]);
    expect(answers[0]!.url).toBe(event('Create').ResponseURL);
  });

  it('answers FAILED when the key is unusable, so the deploy stops instead of waiting', async () => {
    const { answer, answers } = resource(() => {
      throw new Error('no seed');
    });
    await answer(event('Create'));
    expect(answers[0]!.body).toMatchObject({ Status: 'FAILED', RequestId: 'request-1' });
    expect(answers[0]!.body).not.toHaveProperty('Data');
  });

  it('answers a delete without looking at the key', async () => {
    const { answer, answers } = resource(() => {
      throw new Error('not asked');
    });
    await answer(event('Delete'));
    expect(answers[0]!.body.Status).toBe('SUCCESS');
  });

  it('tells a CloudFormation request from an SQS batch', () => {
    expect(isCustomResourceEvent(event('Create'))).toBe(true);
    expect(isCustomResourceEvent({ Records: [] })).toBe(false);
  });
});
