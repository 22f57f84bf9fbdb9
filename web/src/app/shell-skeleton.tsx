import { LuShieldCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';

/**
 * What the router shows while the first route's chunk loads: the outline index.html paints before
 * any script (its styles are there, `.boot-*`), so the screen goes from outline to page without
 * a blank in between.
 */
export function ShellSkeleton() {
  const intl = useIntl();
  return (
    <div className="boot-shell" aria-busy="true">
      <div className="boot-bar">
        <div className="boot-brand">
          <span className="boot-mark" aria-hidden>
            <LuShieldCheck size="18" />
          </span>
          {intl.formatMessage({ id: 'shell.brand' })}
        </div>
      </div>
      <div className="boot-page">
        <div className="boot-line title" />
        <div className="boot-line" />
        <div className="boot-line" />
        <div className="boot-line short" />
      </div>
    </div>
  );
}
