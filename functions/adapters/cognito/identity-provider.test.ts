import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { EmailTakenError } from '../../domain/accounts/account.errors';
import { createIdentityProvider } from './identity-provider';

const cognito = mockClient(CognitoIdentityProviderClient);
const provider = () => createIdentityProvider(new CognitoIdentityProviderClient({}), 'pool', 'client');
const email = 'ann@example.com';

beforeEach(() => {
  cognito.reset();
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
});

describe('identity provider: createUser', () => {
  it('creates the user with a permanent password and answers its sub', async () => {
    expect(await provider().createUser(email, 'a'.repeat(64))).toBe('sub-1');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: email,
      Permanent: true,
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('deletes the half-created user when its password cannot be set', async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'policy', $metadata: {} }));
    await expect(provider().createUser(email, 'a'.repeat(64))).rejects.toThrow('policy');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool',
      Username: email,
    });
  });

  it('reports an existing user as EmailTakenError and deletes nothing', async () => {
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    await expect(provider().createUser(email, 'a'.repeat(64))).rejects.toBeInstanceOf(EmailTakenError);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });
});
