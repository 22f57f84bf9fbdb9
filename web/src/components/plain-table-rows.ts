import { defineStyle, type SystemStyleObject } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

type Slots = Partial<Record<'row' | 'cell', SystemStyleObject>>;
const base: Slots = tableSlotRecipe.base ?? {};
const line: Slots = tableSlotRecipe.variants?.variant?.line ?? {};
const small: Slots = tableSlotRecipe.variants?.size?.sm ?? {};
const interactive = (tableSlotRecipe.variants?.interactive?.true ?? {}) as Record<
  string,
  Record<string, SystemStyleObject>
>;

/**
 * A table body's rows and cells drawn as Chakra's table recipe draws them at size sm, variant
 * line, for plain `<tr>` and `<td>` elements: `<Table.Body css={plainRowsStyle}>`. A report's
 * tables then cost one style resolution for their body instead of one per row and per cell in
 * the report's first draw. Styles given this way are outside Chakra's recipe
 * layer and win over it: an interactive table adds `interactiveRowsStyle` for its hover. Cells
 * take the classes `end` (aligned to the end), `muted` and `nowrap`.
 */
export const plainRowsStyle = defineStyle({
  '& > tr': { ...base.row, ...line.row },
  '& > tr > td': { ...base.cell, ...line.cell, ...small.cell },
  '& > tr > td.end': { textAlign: 'end' },
  '& > tr > td.muted': { color: 'fg.muted' },
  '& > tr > td.nowrap': { whiteSpace: 'nowrap' },
});

/** The row hover of the table recipe's `interactive` variant, which `plainRowsStyle` overrides. */
export const interactiveRowsStyle = defineStyle({
  '& > tr': interactive.body?.['& tr'] ?? {},
});
