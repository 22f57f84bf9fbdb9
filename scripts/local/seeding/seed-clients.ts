import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '../../../functions/platform/logger';

/** Where the seed writes: the local servers' endpoints. */
export interface SeedTarget {
  readonly region: string;
  readonly tableName: string;
  readonly endpoints: { readonly dynamodb: string; readonly cognito: string; readonly sqs: string };
  /** The public label feeds to import (../shared/data/labels); unset: no label import. */
  readonly labelsDir?: string;
  readonly log?: Logger;
}

export interface SeedClients {
  readonly dynamodb: DynamoDBClient;
  readonly documents: DynamoDBDocumentClient;
  readonly cognito: CognitoIdentityProviderClient;
  readonly sqs: SQSClient;
  destroy(): void;
}

/** The emulators accept any credentials; fixed ones keep the SDK from searching for real ones. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function createSeedClients(target: SeedTarget): SeedClients {
  const base = { region: target.region, credentials: localCredentials };
  const dynamodb = new DynamoDBClient({ ...base, endpoint: target.endpoints.dynamodb });
  const documents = DynamoDBDocumentClient.from(dynamodb, {
    marshallOptions: { removeUndefinedValues: true },
  });
  const cognito = new CognitoIdentityProviderClient({ ...base, endpoint: target.endpoints.cognito });
  const sqs = new SQSClient({ ...base, endpoint: target.endpoints.sqs });
  return {
    dynamodb,
    documents,
    cognito,
    sqs,
    destroy: () => {
      dynamodb.destroy();
      cognito.destroy();
      sqs.destroy();
    },
  };
}
