import { routePatterns } from '../lib/paths';
import { modulesByRoute } from './route-preload';

describe('modulesByRoute', () => {
  it('names only lazy modules that exist, for patterns of the path table', () => {
    const files = Object.keys(import.meta.glob('../routes/*.page.tsx')).map((f) =>
      f.replace(/^.*\/(.+)\.page\.tsx$/, '$1'),
    );
    const patterns: readonly string[] = Object.values(routePatterns);
    for (const [pattern, modules] of modulesByRoute) {
      expect(patterns).toContain(pattern);
      for (const name of modules) expect([...files, 'chart-sections']).toContain(name);
    }
  });

  it('preloads every public page and the report with its charts', () => {
    const table = new Map(modulesByRoute);
    for (const page of ['home', 'login', 'price', 'docs'] as const)
      expect(table.get(routePatterns[page])).toEqual([page]);
    expect(table.get(routePatterns.detail)).toEqual(['detail', 'chart-sections']);
  });
});
