import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { importedNames, importFrom } from './named-imports';

/**
 * Each react-icons icon as a module of its own. react-icons ships a set as one file
 * (`react-icons/lu` holds all ~1,500 Lucide icons); the bundler keeps only the icons used, but a
 * module lives in one chunk, so every icon any page uses lands in the chunk that every page
 * loads. Rewriting `import { LuX } from 'react-icons/lu'` into one module per icon lets each icon
 * travel with the code that draws it. Build only: tests and the dev server import the set as is.
 */
export function iconsByPath(): Plugin {
  const require = createRequire(import.meta.url);
  const prefix = '\0icon:';
  const sets = new Map<string, Map<string, string>>();
  /** The icons of a set by name, each its function's source, read once per build. */
  const iconsOf = (set: string): Map<string, string> => {
    let icons = sets.get(set);
    if (!icons) {
      icons = splitIconSet(
        readFileSync(join(dirname(require.resolve(`react-icons/${set}`)), 'index.mjs'), 'utf8'),
      );
      sets.set(set, icons);
    }
    return icons;
  };
  return {
    name: 'icons-by-path',
    apply: 'build',
    transform: {
      filter: { id: { exclude: [/node_modules/, /^\0/] }, code: /from\s*['"]react-icons\/\w+['"]/ },
      handler(code) {
        const rewritten = rewriteIconImports(code, prefix);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^\0icon:/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0icon:/ },
      handler(id) {
        const [set, name] = id.slice(prefix.length).split(':') as [string, string];
        const source = iconsOf(set).get(name);
        if (!source) this.error(`react-icons/${set} has no icon ${name}`);
        return `import { GenIcon } from 'react-icons';\n${source}\n`;
      },
    },
  };
}

/** `export function LuX (props) { return GenIcon(…)(props); };` blocks of a set's index.mjs, by name. */
export function splitIconSet(source: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const match of source.matchAll(/^export function (\w+) \(props\) \{\n[\s\S]*?\n\};?$/gm))
    icons.set(match[1]!, match[0]);
  return icons;
}

/**
 * `import { LuA, LuB as B } from 'react-icons/lu';` → one import per icon from `<prefix>lu:LuA`.
 * Type-only imports are left alone.
 */
export function rewriteIconImports(code: string, prefix: string): string {
  return code.replace(
    /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g,
    (_whole, names: string, set: string) =>
      importedNames(names)
        .map((imported) => importFrom(imported, `${prefix}${set}:${imported.name}`))
        .join('\n'),
  );
}
