import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isWithin, paths, routePatterns } from './paths';

describe('path table (spec 01 §2, spec 02 §2)', () => {
  it('builds the report link with the parameters that have a value, in a fixed order', () => {
    expect(paths.detail({ hash: 'q_1' })).toBe('/detail?hash=q_1');
    expect(
      paths.detail({ hash: 'q_1', chain: 'tron', token: 'usdt', start: '2026-02-23', end: '2026-03-01' }),
    ).toBe('/detail?hash=q_1&chain=tron&token=usdt&start=2026-02-23&end=2026-03-01');
    expect(paths.detail({ hash: 'a b&c', end: '2026-03-01' })).toBe('/detail?hash=a+b%26c&end=2026-03-01');
  });

  it('leaves page 1 and the default documentation section out of the address', () => {
    expect(paths.consoleHistory()).toBe('/console/history');
    expect(paths.consoleHistory(1)).toBe('/console/history');
    expect(paths.consoleHistory(4)).toBe('/console/history?page=4');
    expect(paths.docs()).toBe('/docs');
    expect(paths.docs('create-query')).toBe('/docs?section=create-query');
  });

  it('tells a path below a base from a path that merely starts like it', () => {
    expect(isWithin('/console', routePatterns.console)).toBe(true);
    expect(isWithin('/console/history', routePatterns.console)).toBe(true);
    expect(isWithin('/consoles', routePatterns.console)).toBe(false);
  });
});

describe('links come from the path table', () => {
  const srcDir = join(__dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
      return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$|test-utils\.tsx?$/.test(name) ? [path] : [];
    });
  // A route path at the start of a string literal: '/detail?…', "/console/history", `/price`, or
  // a template that builds one: `/${page}`.
  const routePath =
    /['"`]\/(login|register|forgot-password|terms|privacy|price|docs|console|detail|monitor|history|workspace|api-key)\b|`\/\$\{/;
  const withoutComments = (code: string) =>
    code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

  it('spells no route path outside lib/paths.ts', () => {
    const offenders = sources(srcDir)
      .filter((file) => !file.endsWith(join('lib', 'paths.ts')))
      .filter((file) => routePath.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(srcDir, file));
    expect(offenders).toEqual([]);
  });
});
