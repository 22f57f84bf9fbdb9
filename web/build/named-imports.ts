/** One name in an import's braces: `LuCopy as Copy` is imported as `LuCopy`, bound to `Copy`. */
export interface ImportedName {
  readonly spec: string;
  readonly name: string;
  readonly local: string;
}

/** The names in an import's braces (`a, b as c`), in order. */
export function importedNames(braces: string): ImportedName[] {
  return braces
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
      return { spec, name, local };
    });
}

/** The import of one name from a module of its own: `import { name as local } from "id";`. */
export const importFrom = ({ name, local }: ImportedName, id: string): string =>
  `import { ${name} as ${local} } from ${JSON.stringify(id)};`;
