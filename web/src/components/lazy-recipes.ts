import { fieldsetSlotRecipe, statSlotRecipe, switchSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra recipes that only lazy console routes use, handed to the components through their
 * `recipe` prop instead of the app's system (app/system.ts): there they would weigh on every
 * page's first load and the home page's gzip budget; here they travel with the routes that draw
 * them. `<Switch.Root recipe={lazyRecipes.switch}>`.
 */
export const lazyRecipes = {
  switch: switchSlotRecipe,
  stat: statSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  textarea: textareaRecipe,
} as const;
