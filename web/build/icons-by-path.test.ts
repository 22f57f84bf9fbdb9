import { rewriteIconImports, splitIconSet } from './icons-by-path';

describe('icons by path', () => {
  it('splits a react-icons set into its icons, each its own function', () => {
    const set = [
      '// THIS FILE IS AUTO GENERATED',
      "import { GenIcon } from '../lib/index.mjs';",
      'export function LuZoomOut (props) {',
      '  return GenIcon({"tag":"svg","child":[]})(props);',
      '};',
      'export function LuZoomIn (props) {',
      '  return GenIcon({"tag":"svg","attr":{"d":"M1"}})(props);',
      '};',
    ].join('\n');
    const icons = splitIconSet(set);
    expect([...icons.keys()]).toEqual(['LuZoomOut', 'LuZoomIn']);
    expect(icons.get('LuZoomIn')).toBe(
      'export function LuZoomIn (props) {\n  return GenIcon({"tag":"svg","attr":{"d":"M1"}})(props);\n};',
    );
  });

  it('imports each icon from a module of its own, keeping local names and other imports', () => {
    const code = [
      'import { Box } from "@chakra-ui/react";',
      'import { LuCheck, LuCopy as Copy } from "react-icons/lu";',
      "import { SiX } from 'react-icons/si';",
    ].join('\n');
    expect(rewriteIconImports(code, '\0icon:')).toBe(
      [
        'import { Box } from "@chakra-ui/react";',
        'import { LuCheck as LuCheck } from "\\u0000icon:lu:LuCheck";',
        'import { LuCopy as Copy } from "\\u0000icon:lu:LuCopy";',
        'import { SiX as SiX } from "\\u0000icon:si:SiX";',
      ].join('\n'),
    );
  });

  it('splits the installed Lucide set into every icon it exports', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { dirname, join } = await import('node:path');
    const index = join(dirname(createRequire(import.meta.url).resolve('react-icons/lu')), 'index.mjs');
    const source = readFileSync(index, 'utf8');
    const exported = source.match(/^export function \w+/gm) ?? [];
    expect(splitIconSet(source).size).toBe(exported.length);
    expect(splitIconSet(source).get('LuShieldCheck')).toMatch(/^export function LuShieldCheck \(props\) \{/);
  });
});
