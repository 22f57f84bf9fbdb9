import { defineStyle, type SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

const base: SystemStyleObject = buttonRecipe.base ?? {};
const size: SystemStyleObject = buttonRecipe.variants?.size?.['2xs'] ?? {};
const ghost: SystemStyleObject = buttonRecipe.variants?.variant?.ghost ?? {};

/**
 * The look of Chakra's IconButton at size 2xs, variant ghost, for plain `<button>` and `<a>`
 * elements styled from one parent (`'& > button': iconActionStyle`). A report repeats these
 * actions by the dozen (copy, explorer, analyse); as IconButtons each would cost its own style
 * resolution in the report's first draw. The palette comes from the parent's
 * `colorPalette` for that selector.
 */
export const iconActionStyle = defineStyle({
  ...base,
  ...size,
  ...ghost,
  // What IconButton adds to Button.
  px: '0',
  py: '0',
  _icon: { ...(base._icon as SystemStyleObject), ...(size._icon as SystemStyleObject), fontSize: '1.2em' },
});
