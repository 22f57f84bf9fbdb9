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
 * line, for plain `<tr>` and `<td>` elements: the report's tables spread it under `& > tbody` in
 * their one static class (components/static-class) instead of styling each row and each cell.
 * Styles given this way win over Chakra's recipes, which count for nothing against a class (their
 * layer in the built sheet, app/style-cache.ts at run time): an interactive table adds
 * `interactiveRowsStyle` for its hover. Cells
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

/** The parts of Chakra's table recipe a plain table takes classes for (`useSlotRecipeClasses`). */
export type PlainTableSlot = 'root' | 'header' | 'row' | 'columnHeader' | 'body';

/** A plain table's header row on the subtle background, its `end` columns aligned to the end. */
export const plainHeadStyle = defineStyle({
  '& > tr': { bg: 'bg.subtle' },
  '& > tr > th.end': { textAlign: 'end' },
});
