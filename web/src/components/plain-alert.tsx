import type { ComponentProps, ReactNode } from 'react';
import { LuCircleAlert, LuCircleCheck, LuInfo } from 'react-icons/lu';
import { useSlotRecipeClasses } from './static-class';

type AlertStatus = 'info' | 'warning' | 'success' | 'error' | 'neutral';

const indicators = {
  info: LuInfo,
  neutral: LuInfo,
  warning: LuCircleAlert,
  error: LuCircleAlert,
  success: LuCircleCheck,
} as const;

/**
 * Chakra's alert drawn as plain elements with its recipe's static classes
 * (components/static-class), for a message that only displays: a title, a description, or both.
 * Not for pages the build draws ahead of time.
 */
export function PlainAlert({
  status,
  variant = 'subtle',
  title,
  children,
  ...rest
}: Omit<ComponentProps<'div'>, 'title' | 'className'> & {
  readonly status: AlertStatus;
  readonly variant?: 'subtle' | 'surface' | 'outline' | 'solid';
  readonly title?: ReactNode;
  /** The description. */
  readonly children?: ReactNode;
}) {
  const alert = useSlotRecipeClasses<'root' | 'indicator' | 'content' | 'title' | 'description'>({
    recipe: 'alert',
    variants: { status, variant },
  });
  const Indicator = indicators[status];
  return (
    <div {...rest} className={alert.root} data-status={status}>
      <span className={alert.indicator}>
        <Indicator aria-hidden />
      </span>
      <div className={alert.content}>
        {title !== undefined && <div className={alert.title}>{title}</div>}
        {children !== undefined && <div className={alert.description}>{children}</div>}
      </div>
    </div>
  );
}
