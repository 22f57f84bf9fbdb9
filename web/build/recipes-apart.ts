import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { importedNames, importFrom } from './named-imports';

const suffix = '?apart';

/**
 * Chakra recipes that lazy chunks register (components/deferred-recipes.ts) as modules of their
 * own. Every import of `@chakra-ui/react` reaches the theme's barrel, which imports every recipe
 * module, so each recipe module sits in the graph of the entry; Rolldown puts a module that a lazy
 * chunk uses and the entry reaches into the entry, tree-shaken or not. Imported under another
 * module id (the recipe file with `?apart`), a recipe the entry's system does not hold travels
 * with the lazy chunks that use it. The system's own recipes (named in `systemFile`) keep their
 * ids, so they are not shipped twice. Build only: tests and the dev server import the barrel.
 */
export function recipesApart({ systemFile }: { systemFile: string }): Plugin {
  const require = createRequire(import.meta.url);
  const barrel = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme/index.js');
  const files = recipeFiles(readFileSync(barrel, 'utf8'), dirname(barrel));
  const kept = new Set(themeImports(readFileSync(systemFile, 'utf8')));
  const keptFiles = new Set([...kept].map((name) => files.get(name)));
  return {
    name: 'recipes-apart',
    apply: 'build',
    transform: {
      filter: {
        id: { include: /[\\/]web[\\/]src[\\/].+\.tsx?$/, exclude: [/node_modules/, /\.test\.tsx?$/] },
        code: /from\s*['"]@chakra-ui\/react\/theme['"]/,
      },
      handler(code, id) {
        if (id === systemFile) return null;
        const rewritten = rewriteRecipeImports(code, (name) =>
          kept.has(name) ? undefined : files.get(name) && `${files.get(name)}${suffix}`,
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^\.\/[\w-]+\.js$/ },
      handler(source, importer) {
        // A recipe built on a sibling's (tag on badge, native select on select) takes the
        // sibling apart too, unless the system holds it.
        if (!importer?.endsWith(suffix)) return null;
        const file = join(dirname(importer.slice(0, -suffix.length)), source);
        return keptFiles.has(file) ? file : `${file}${suffix}`;
      },
    },
    load: {
      filter: { id: /\?apart$/ },
      handler: (id) => readFileSync(id.slice(0, -suffix.length), 'utf8'),
    },
  };
}

/** `export { tagSlotRecipe } from './recipes/tag.js';` lines of the theme barrel: name → file. */
export function recipeFiles(barrel: string, directory: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, path] of barrel.matchAll(/^export \{([^}]+)\} from '(\.\/recipes\/[\w-]+\.js)';$/gm))
    for (const name of names!.split(',')) files.set(name.trim(), join(directory, path!));
  return files;
}

/** The names a module imports from `@chakra-ui/react/theme`. */
export function themeImports(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react\/theme['"]/g)].flatMap(
    ([, names]) => importedNames(names!).map(({ name }) => name),
  );
}

/**
 * `import { aRecipe, bSlotRecipe as b } from '@chakra-ui/react/theme';` → one import per name that
 * `apart` gives a module id for, from that id; the other names stay with the barrel.
 */
export function rewriteRecipeImports(code: string, apart: (name: string) => string | undefined): string {
  return code.replace(
    /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react\/theme['"];?/g,
    (whole, names: string) => {
      const specs = importedNames(names).map((imported) => ({ ...imported, id: apart(imported.name) }));
      if (specs.every((s) => !s.id)) return whole;
      const stay = specs.filter((s) => !s.id).map((s) => s.spec);
      return [
        ...(stay.length ? [`import { ${stay.join(', ')} } from '@chakra-ui/react/theme';`] : []),
        ...specs.flatMap((s) => (s.id ? [importFrom(s, s.id)] : [])),
      ].join('\n');
    },
  );
}
