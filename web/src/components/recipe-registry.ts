import type { SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemContext['_config']['theme']>;
export type RecipeSet = Pick<Theme, 'recipes' | 'slotRecipes'>;

const add = (into: Theme, { recipes, slotRecipes }: RecipeSet) => {
  into.recipes = { ...into.recipes, ...recipes };
  into.slotRecipes = { ...into.slotRecipes, ...slotRecipes };
};

/**
 * Recipes that join a Chakra system after it is made. The app's system (app/system.ts) holds only
 * what the first screen draws; a lazy chunk adds the recipes of the components it draws when it
 * loads (components/deferred-recipes.ts), before any of them renders. Chakra looks a recipe up by
 * key in the system's theme when a component first draws and keeps what it found, so a recipe
 * must be added before the first component that uses it renders. Recipes added before the
 * system is accepted wait for it.
 */
export function createRecipeRegistry() {
  let theme: Theme | undefined;
  const waiting: RecipeSet[] = [];
  return {
    acceptRecipesInto(system: SystemContext): void {
      // The system reads its recipes from this very object (not a copy), so what is added here is found.
      theme = system._config.theme;
      if (!theme) throw new Error('the system has no theme to add recipes to');
      for (const set of waiting.splice(0)) add(theme, set);
    },
    addRecipes(set: RecipeSet): void {
      if (theme) add(theme, set);
      else waiting.push(set);
    },
  };
}

/** The app's registry: app/system.ts gives it the system. */
export const { acceptRecipesInto, addRecipes } = createRecipeRegistry();
