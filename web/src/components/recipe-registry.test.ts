import { createSystem, defaultBaseConfig, defineRecipe, defineSlotRecipe } from '@chakra-ui/react';
import { createRecipeRegistry } from './recipe-registry';

describe('recipes added after the system is made', () => {
  it('are found by key, whether added before or after the system takes them', () => {
    const { acceptRecipesInto, addRecipes } = createRecipeRegistry();
    const early = defineRecipe({ base: { color: 'red.500' } });
    const late = defineSlotRecipe({ slots: ['root'], base: { root: { color: 'blue.500' } } });
    addRecipes({ recipes: { early } });
    const system = createSystem(defaultBaseConfig, { theme: { recipes: {} } });
    acceptRecipesInto(system);
    addRecipes({ slotRecipes: { late } });
    expect(system.getRecipe('early')).toBe(early);
    expect(system.getSlotRecipe('late')).toBe(late);
    expect(system.isSlotRecipe('late')).toBe(true);
  });
});
