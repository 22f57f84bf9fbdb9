import { recipeFiles, rewriteRecipeImports, themeImports } from './recipes-apart';

describe('recipes apart', () => {
  it('maps each recipe the theme barrel exports to its file', () => {
    const barrel = [
      "export { tagSlotRecipe } from './recipes/tag.js';",
      "export { badgeRecipe } from './recipes/badge.js';",
      "export { tokens } from './tokens.js';",
    ].join('\n');
    expect([...recipeFiles(barrel, '/t')]).toEqual([
      ['tagSlotRecipe', '/t/recipes/tag.js'],
      ['badgeRecipe', '/t/recipes/badge.js'],
    ]);
  });

  it("reads the names a module imports from Chakra's theme", () => {
    const code =
      "import { tokens, badgeRecipe as badge } from '@chakra-ui/react/theme';\nimport { Box } from '@chakra-ui/react';";
    expect(themeImports(code)).toEqual(['tokens', 'badgeRecipe']);
  });

  it('imports the recipes given an id from it, keeping the others and local names with the barrel', () => {
    const code = "import { badgeRecipe, tagSlotRecipe as tag } from '@chakra-ui/react/theme';";
    const apart = (name: string) => (name === 'tagSlotRecipe' ? '/t/recipes/tag.js?apart' : undefined);
    expect(rewriteRecipeImports(code, apart)).toBe(
      [
        "import { badgeRecipe } from '@chakra-ui/react/theme';",
        'import { tagSlotRecipe as tag } from "/t/recipes/tag.js?apart";',
      ].join('\n'),
    );
    expect(rewriteRecipeImports(code, () => undefined)).toBe(code);
  });
});
