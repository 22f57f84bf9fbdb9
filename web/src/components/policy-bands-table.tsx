import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  type PolicyExposure,
  type PolicyTier,
  policyExposures,
  policyTiers,
} from '../../../shared/rules/risk-policy';
import { ScrollTable } from './scroll-table';
import { TableHead } from './table-head';

const columns = ['exposure', 'tier', 'review', 'reject'] as const;

/**
 * A risk policy's bands as a table: one row per exposure and tier (the order of
 * shared/rules/risk-policy.ts), named by `exposureName` and `tierName`, and its review and reject
 * cells from `bandCells`. The docs write the built-in policy out with it, the policy page edits
 * the user's; rows after the bands come as children.
 */
export function PolicyBandsTable({
  header,
  exposureName,
  tierName,
  bandCells,
  rounded,
  children,
}: {
  readonly header: (column: (typeof columns)[number]) => string;
  readonly exposureName: (exposure: PolicyExposure) => string;
  readonly tierName: (tier: PolicyTier) => string;
  readonly bandCells: (exposure: PolicyExposure, tier: PolicyTier) => ReactNode;
  readonly rounded: TableScrollAreaProps['rounded'];
  readonly children?: ReactNode;
}) {
  return (
    <ScrollTable borderWidth="1px" rounded={rounded}>
      <Table.Root size="sm">
        <TableHead columns={columns} header={header} />
        <Table.Body>
          {policyExposures.flatMap((exposure) =>
            policyTiers.map((tier) => (
              <Table.Row key={`${exposure}.${tier}`}>
                <Table.Cell>{exposureName(exposure)}</Table.Cell>
                <Table.Cell>{tierName(tier)}</Table.Cell>
                {bandCells(exposure, tier)}
              </Table.Row>
            )),
          )}
          {children}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
