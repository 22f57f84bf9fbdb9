import { prerenderedFileFor } from './prerendered-pages';

describe('prerenderedFileFor', () => {
  it('serves a page in the language its cookie names, among other cookies', () => {
    expect(prerenderedFileFor('/price', 'language=en-US')).toBe('/price.en-US.html');
    expect(prerenderedFileFor('/', 'theme=dark;  language=zh-TW ; other=1')).toBe('/home.zh-TW.html');
    // Two cookies of the name: the first, as browsers send the most specific path first.
    expect(prerenderedFileFor('/docs', 'language=en-US; language=zh-TW')).toBe('/docs.en-US.html');
  });

  it('serves the default language without a cookie that names one', () => {
    const served = [undefined, 'language=fr-FR', 'language=en%2DUS', 'xlanguage=en-US'].map((cookie) =>
      prerenderedFileFor('/login', cookie),
    );
    expect(new Set(served)).toEqual(new Set(['/login.zh-CN.html']));
  });

  it('draws nothing ahead of time for other paths', () => {
    const paths = ['/console', '/price/', '/__proto__', '/constructor', '/docs.html'];
    expect(paths.filter((path) => prerenderedFileFor(path, 'language=en-US') !== undefined)).toEqual([]);
  });
});
