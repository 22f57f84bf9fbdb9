import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { selfServiceScope, withoutSelfServiceScope } from './pre-token-generation.worker';

const event = (response: PreTokenGenerationV2TriggerEvent['response']) =>
  ({
    version: '2',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'sub-1',
    callerContext: { awsSdkVersion: 'x', clientId: 'client' },
    request: { userAttributes: {}, groupConfiguration: {}, scopes: [selfServiceScope] },
    response,
  }) as unknown as PreTokenGenerationV2TriggerEvent;

describe('pre-token generation', () => {
  it('suppresses the self-service scope in the access token Cognito is about to issue', () => {
    const answer = withoutSelfServiceScope(event({ claimsAndScopeOverrideDetails: {} } as never));
    expect(answer.response.claimsAndScopeOverrideDetails.accessTokenGeneration?.scopesToSuppress).toEqual([
      selfServiceScope,
    ]);
    expect(selfServiceScope).toBe('aws.cognito.signin.user.admin');
  });

  it('keeps whatever else the response already overrides', () => {
    const answer = withoutSelfServiceScope(
      event({
        claimsAndScopeOverrideDetails: {
          idTokenGeneration: { claimsToSuppress: ['phone_number'] },
          accessTokenGeneration: { scopesToSuppress: ['other'], claimsToAddOrOverride: { a: 'b' } },
        },
      } as never),
    );
    expect(answer.response.claimsAndScopeOverrideDetails).toEqual({
      idTokenGeneration: { claimsToSuppress: ['phone_number'] },
      accessTokenGeneration: {
        scopesToSuppress: ['other', selfServiceScope],
        claimsToAddOrOverride: { a: 'b' },
      },
    });
  });
});
