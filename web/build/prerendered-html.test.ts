import { prerenderedHtml } from './prerendered-html';

const indexHtml = `<!doctype html>
<html lang="zh-CN">
  <head><script type="module" src="/assets/index.js"></script></head>
  <body>
    <div id="root"><div class="boot-shell" aria-busy="true"><div class="boot-bar"></div></div></div>
  </body>
</html>`;

describe('prerenderedHtml', () => {
  it('puts the page after the outline in the root, names its language, and keeps the rest of index.html', () => {
    const html = prerenderedHtml(
      indexHtml,
      '<style data-emotion="css a">.a{}</style><main><h1>Pricing</h1></main>',
      'en-US',
    );
    expect(html).toContain(
      '<div id="root" data-prerendered=""><div class="boot-shell" aria-busy="true"><div class="boot-bar"></div></div>' +
        '<div class="prerendered"><style data-emotion="css a">.a{}</style><main><h1>Pricing</h1></main></div></div>',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<html lang="en-US">');
    expect(html.startsWith('<!doctype html>')).toBe(true);
  });

  it('leaves out the inline scripts React and the theme provider write', () => {
    const html = prerenderedHtml(
      indexHtml,
      '<script>((e)=>{document.documentElement})("class")</script><h1>登录</h1><script>$RC("B:0","S:0")</script>',
      'zh-CN',
    );
    expect(html).toContain('<div class="prerendered"><h1>登录</h1></div>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps text that a replacement string would expand, and makes forms inert until the app draws', () => {
    const html = prerenderedHtml(indexHtml, "<pre>echo $$ $' $&amp; $`</pre><form><input></form>", 'en-US');
    expect(html).toContain('<pre>echo $$ $\' $&amp; $`</pre><form inert=""><input></form>');
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('leaves out the global styles emotion writes when index.html links the style sheet that holds them', () => {
    const markup =
      '<style data-emotion="css-global a1">@layer reset;</style><style data-emotion="css b">.b{}</style><h1>x</h1>';
    expect(prerenderedHtml(indexHtml, markup, 'en-US', true)).toContain(
      '<div class="prerendered"><style data-emotion="css b">.b{}</style><h1>x</h1></div>',
    );
    expect(prerenderedHtml(indexHtml, markup, 'en-US')).toContain('css-global a1');
  });

  it('refuses an index.html without a root to draw into', () => {
    expect(() => prerenderedHtml('<html><body></body></html>', '<h1>x</h1>', 'zh-CN')).toThrow(/root/);
  });
});
