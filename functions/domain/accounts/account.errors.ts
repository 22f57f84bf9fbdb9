/**
 * Errors the account use cases react to. The identity adapter raises them (translating Cognito's
 * own error names), the account service maps them to the API's error codes.
 */

/** The identity provider already has a user with this e-mail. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** Wrong password, unknown user, or a token that is no longer valid: all read the same. */
export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}
