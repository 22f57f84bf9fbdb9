import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RiskPolicyRepository, StoredRiskPolicy } from '../../domain/policy/risk-policy.ports';
import { NOT_EXISTS, whenAllowed } from './conditions';
import { userPartition } from './entities/entity';
import {
  RISK_POLICY_VERSION_PREFIX,
  riskPolicyAttributes,
  riskPolicyFromItem,
  riskPolicyKey,
  riskPolicyVersionKey,
} from './entities/risk-policy';
import { getItem, queryPrefix } from './reads';
import { transactWrite } from './transact-write';

/**
 * Users' risk policies (entities/risk-policy.ts): the current version and every version kept. A
 * save writes both in one transaction, conditional on the current version it was based on, so
 * two saves from the same version cannot both win and no version number is used twice. The kept
 * versions are read newest first with one Query of the user's partition.
 */
export function createRiskPolicyRepository(ddb: DynamoDBDocumentClient, table: string): RiskPolicyRepository {
  return {
    async current(userId) {
      const item = await getItem(ddb, table, riskPolicyKey(userId), { consistent: true });
      return item ? riskPolicyFromItem(item) : undefined;
    },

    save(userId, policy: StoredRiskPolicy, basedOn) {
      const item = riskPolicyAttributes(policy);
      return whenAllowed(
        transactWrite(ddb, {
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: { ...riskPolicyKey(userId), ...item },
                ConditionExpression: basedOn === 0 ? NOT_EXISTS : 'version = :basedOn',
                ...(basedOn === 0 ? {} : { ExpressionAttributeValues: { ':basedOn': basedOn } }),
              },
            },
            {
              Put: {
                TableName: table,
                Item: { ...riskPolicyVersionKey(userId, policy.version), ...item },
                ConditionExpression: NOT_EXISTS,
              },
            },
          ],
        }),
      );
    },

    async versions(userId, limit) {
      const items = await queryPrefix(
        ddb,
        table,
        userPartition(userId),
        RISK_POLICY_VERSION_PREFIX,
        { ScanIndexForward: false, Limit: limit },
        limit,
      );
      return items.slice(0, limit).map(riskPolicyFromItem);
    },
  };
}
