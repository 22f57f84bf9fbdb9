import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { tableDesign } from '../../../functions/platform/resource-design';

/**
 * One function's rights on the single table, least privilege: only the item actions its code
 * sends, the indexes it queries by name, and where its partition keys are a fixed set of
 * prefixes, a `dynamodb:LeadingKeys` condition that keeps it inside them. No function gets Scan,
 * streams, DescribeTable or any table-level action. Transactions need no action of their own:
 * DynamoDB checks each part against PutItem / UpdateItem / DeleteItem / ConditionCheckItem.
 */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export type IndexName = (typeof tableDesign.indexes)[number]['name'];

export interface TableAccess {
  readonly actions: readonly TableAction[];
  /** Indexes the function queries (each by its ARN; no `index/*`). */
  readonly indexes?: readonly IndexName[];
  /** Partition-key prefixes every item it touches starts with (e.g. `LABEL#`). */
  readonly leadingKeyPrefixes?: readonly string[];
}

export const readItems: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
/** Everything a route group or workflow step that changes state sends (single items and transactions). */
export const readWriteItems: readonly TableAction[] = [
  ...readItems,
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
];

/** The query history's indexes (functions/adapters/dynamodb/query.repository.ts, paging.ts). */
export const queryHistoryIndexes: readonly IndexName[] = ['GSI1', 'GSI1Keys', 'GSI2', 'GSI2Keys'];

export function grantTableAccess(grantee: IGrantable, table: ITableV2, access: TableAccess): void {
  const conditions = access.leadingKeyPrefixes
    ? {
        'ForAllValues:StringLike': {
          'dynamodb:LeadingKeys': access.leadingKeyPrefixes.map((prefix) => `${prefix}*`),
        },
      }
    : undefined;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: access.actions.map((action) => `dynamodb:${action}`),
      resources: [table.tableArn],
      conditions,
    }),
  );
  if (access.indexes?.length) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: access.indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
}
