// Adds a modulepreload for each chunk the current address needs, from the table the build writes
// into index.html (web/src/app/route-preload.ts says why). Plain script outside the bundle, so it
// runs while the entry is still downloading. ":name" segments match any one segment.
(() => {
  const table = document.getElementById('route-chunks');
  if (!table) return;
  const routes = JSON.parse(table.textContent);
  const segments = (path) => path.split('/').filter(Boolean);
  const here = segments(location.pathname);
  const matches = (pattern) => {
    const parts = segments(pattern);
    return parts.length === here.length && parts.every((p, i) => p.startsWith(':') || p === here[i]);
  };
  const pattern = Object.keys(routes).find(matches);
  // Into the head at once: each link put in on its own cost the page ~1 ms as it started, half of
  // that together.
  const links = document.createDocumentFragment();
  for (const href of pattern ? routes[pattern] : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
})();
