import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { SFNClient } from '@aws-sdk/client-sfn';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from './config';
import { lazyMembers } from './lazy';

/**
 * Every AWS client the functions use, created here and nowhere else, with endpoints from config;
 * each on first use, so a function that never sends mail never creates the SES client.
 */
export interface AwsClients {
  readonly ddb: DynamoDBDocumentClient;
  readonly cognito: CognitoIdentityProviderClient;
  readonly ses: SESClient;
  readonly sqs: SQSClient;
  readonly sfn: SFNClient;
  /** Usage-plan keys of the public API (the API-key authorizer, on AWS only). */
  readonly apiGateway: APIGatewayClient;
}

export function createAwsClients(config: Config, overrides: Partial<AwsClients> = {}): AwsClients {
  // The local emulators accept any credentials; on AWS the Lambda role's are used.
  const local =
    config.STAGE === 'local' ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
  const base = { region: config.AWS_REGION, ...local };
  const at = (endpoint: string | undefined) => (endpoint ? { endpoint } : {});
  return lazyMembers<AwsClients>(
    {
      ddb: () =>
        DynamoDBDocumentClient.from(new DynamoDBClient({ ...base, ...at(config.DYNAMODB_ENDPOINT) }), {
          marshallOptions: { removeUndefinedValues: true },
        }),
      cognito: () => new CognitoIdentityProviderClient({ ...base, ...at(config.COGNITO_ENDPOINT) }),
      ses: () => new SESClient({ ...base, ...at(config.SES_ENDPOINT) }),
      sqs: () => new SQSClient({ ...base, ...at(config.SQS_ENDPOINT) }),
      sfn: () => new SFNClient({ ...base, ...at(config.SFN_ENDPOINT) }),
      apiGateway: () => new APIGatewayClient(base),
    },
    overrides,
  );
}
