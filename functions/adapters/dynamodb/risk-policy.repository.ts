import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RiskPolicyThresholds } from '../../../shared/rules/risk-policy';
import type { RiskPolicyRepository, StoredRiskPolicy } from '../../domain/policy/risk-policy.ports';
import { isConditionFailure, keys, NOT_EXISTS } from './keys';
import { transactWrite } from './transact-write';

/**
 * Users' risk policies in the single table: `USER#<sub>` / `RISK_POLICY` holds the current
 * version; `USER#<sub>` / `RISK_POLICY#V#<version>` keeps every version. A save writes both in
 * one transaction, conditional on the current version it was based on, so two saves from the
 * same version cannot both win and no version number is used twice.
 */
interface PolicyItem {
  readonly version: number;
  readonly thresholds: RiskPolicyThresholds;
  /** Epoch ms. */
  readonly updated_at: number;
}

export function createRiskPolicyRepository(ddb: DynamoDBDocumentClient, table: string): RiskPolicyRepository {
  return {
    async current(userId) {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: table, Key: keys.userRiskPolicy(userId), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const item = Item as PolicyItem;
      return { version: item.version, thresholds: item.thresholds, updatedAt: item.updated_at };
    },

    async save(userId, policy: StoredRiskPolicy, basedOn) {
      const item: PolicyItem = {
        version: policy.version,
        thresholds: policy.thresholds,
        updated_at: policy.updatedAt,
      };
      try {
        await transactWrite(ddb, {
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: { ...keys.userRiskPolicy(userId), ...item },
                ConditionExpression: basedOn === 0 ? NOT_EXISTS : 'version = :basedOn',
                ...(basedOn === 0 ? {} : { ExpressionAttributeValues: { ':basedOn': basedOn } }),
              },
            },
            {
              Put: {
                TableName: table,
                Item: { ...keys.userRiskPolicyVersion(userId, policy.version), ...item },
                ConditionExpression: NOT_EXISTS,
              },
            },
          ],
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
