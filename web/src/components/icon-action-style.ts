import { defineStyle } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

const base = buttonRecipe.base ?? {};
const size = buttonRecipe.variants?.size?.['2xs'] ?? {};
const ghost = buttonRecipe.variants?.variant?.ghost ?? {};

/**
 * The look of Chakra's IconButton at size 2xs, variant ghost, for plain `<button>` and `<a>`
 * elements styled from one parent (`'& > button': iconActionStyle`). A report repeats these
 * actions by the dozen (copy, explorer, analyse); as IconButtons each would cost its own style
 * resolution in the report's first draw (issue 13 item 6). The palette comes from the parent's
 * `colorPalette` for that selector.
 */
export const iconActionStyle = defineStyle({
  ...base,
  ...size,
  ...ghost,
  // What IconButton adds to Button; the icon as the recipe's base and 2xs size draw it.
  px: '0',
  py: '0',
  _icon: { flexShrink: '0', width: '3.5', height: '3.5', fontSize: '1.2em' },
});
