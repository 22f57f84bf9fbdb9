/**
 * What the router shows while the first route's chunk loads: the outline index.html paints before
 * any script (its styles are there, `.boot-*`), so the screen goes from outline to page without
 * a blank in between.
 */
export function ShellSkeleton() {
  return (
    <div className="boot-shell" aria-busy="true">
      <div className="boot-bar" />
      <div className="boot-page">
        <div className="boot-line title" />
        <div className="boot-line" />
        <div className="boot-line" />
        <div className="boot-line short" />
      </div>
    </div>
  );
}
