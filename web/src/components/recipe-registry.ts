import type { SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemContext['_config']['theme']>;
export type RecipeSet = Pick<Theme, 'recipes' | 'slotRecipes'>;

let theme: Theme | undefined;
const waiting: RecipeSet[] = [];

const add = (into: Theme, { recipes, slotRecipes }: RecipeSet) => {
  into.recipes = { ...into.recipes, ...recipes };
  into.slotRecipes = { ...into.slotRecipes, ...slotRecipes };
};

/**
 * Recipes that join the app's system after it is made. The system (app/system.ts) holds only
 * what the first screen draws; a lazy chunk adds the recipes of the components it draws when it
 * loads (components/deferred-recipes.ts), before any of them renders. Chakra looks a recipe up by
 * key in the system's theme when a component first draws and keeps what it found, so a recipe
 * must be added before the first component that uses it renders.
 */
export function acceptRecipesInto(system: SystemContext): void {
  // The system reads its recipes from this very object (not a copy), so what is added here is found.
  theme = system._config.theme;
  if (!theme) throw new Error('the system has no theme to add recipes to');
  for (const set of waiting.splice(0)) add(theme, set);
}

export function addRecipes(set: RecipeSet): void {
  if (theme) add(theme, set);
  else waiting.push(set);
}
