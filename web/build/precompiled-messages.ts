import { pathToFileURL } from 'node:url';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { languages } from '../../shared/i18n/languages';

/**
 * Message modules compiled to react-intl's ASTs at build time. Each `defineMessages` module
 * (`features/<name>/messages.ts`, `i18n/*.messages.ts`) is evaluated and replaced by its tables
 * with every text already parsed, so react-intl formats without its ICU parser and the build can
 * alias the parser to its `no-parser` build (web/vite.config.ts): ~8 KB gzip off the entry.
 * Evaluating the module, rather than rewriting its string literals, also covers the tables the
 * docs compute from static data (features/docs/operation-messages.ts). A text that does not
 * parse fails the build. Build only: tests and the dev server keep the strings and the parser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    transform: {
      filter: {
        id: { include: /[\\/]web[\\/]src[\\/].+\.ts$/, exclude: [/node_modules/, /\.test\.ts$/] },
        code: /\bdefineMessages\(/,
      },
      async handler(_code, id) {
        const exports = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
        try {
          return { code: precompiledModule(exports), map: null };
        } catch (error) {
          this.error(`${id}: ${(error as Error).message}`);
        }
      },
    },
  };
}

type MessageTable = Record<string, Record<string, string>>;

/** The module's exports, each a message table with its texts as ASTs, as module source. */
export function precompiledModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isMessageTable(value)) throw new Error(`export ${name} is not a message table by language`);
      return `export const ${name} = ${JSON.stringify(precompileTable(value))};\n`;
    })
    .join('');
}

/** Every text parsed as react-intl would parse it at run time, in the language it is written in. */
export function precompileTable(table: MessageTable): Record<string, Record<string, MessageFormatElement[]>> {
  return Object.fromEntries(
    Object.entries(table).map(([language, texts]) => [
      language,
      Object.fromEntries(
        Object.entries(texts).map(([id, text]) => {
          try {
            return [id, parse(text, { locale: new Intl.Locale(language) })];
          } catch (error) {
            throw new Error(`${language} ${id} does not parse: ${(error as Error).message}`);
          }
        }),
      ),
    ]),
  );
}

const isMessageTable = (value: unknown): value is MessageTable =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).every((key) => (languages as readonly string[]).includes(key)) &&
  Object.values(value).every(
    (texts) =>
      typeof texts === 'object' &&
      texts !== null &&
      Object.values(texts).every((text) => typeof text === 'string'),
  );
