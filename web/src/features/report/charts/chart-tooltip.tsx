import { defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { outlined, row, stack } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';

/**
 * The tooltip and its rows in one styled element, its parts plain elements: a tooltip is drawn
 * again on every move of the pointer over a chart.
 */
const tooltipStyles = defineStyle({
  bg: 'bg.panel',
  color: 'fg',
  ...outlined('md'),
  borderColor: 'border',
  shadow: 'md',
  px: '3',
  py: '2',
  fontSize: 'xs',
  maxW: '18rem',
  minW: '10rem',
  '& > .tooltip-title': { fontWeight: 'semibold', fontSize: 'sm' },
  '& > .tooltip-title:not(:last-child)': { mb: '1' },
  '& > .tooltip-rows': stack('0.5'),
  '& .tooltip-row': { ...row('3'), justifyContent: 'space-between' },
  '& .tooltip-name': { ...row('1.5'), color: 'fg.muted', minW: '0' },
  '& .tooltip-swatch': { flexShrink: 0, w: '2.5', h: '2.5', rounded: 'sm' },
  '& .tooltip-value': { fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  '& .tooltip-address': {
    fontFamily: 'mono',
    fontSize: 'xs',
    wordBreak: 'break-all',
    color: 'fg.muted',
    mb: '1',
  },
});

/**
 * A chart's tooltip, drawn like the app's own surfaces (panel, border, shadow) in both modes. Its
 * rows (`TooltipRow`, `TooltipAddress`) are styled by it.
 */
export function ChartTooltip({
  title,
  children,
}: {
  readonly title: ReactNode;
  readonly children?: ReactNode;
}) {
  const tooltipClass = useStaticClass(tooltipStyles);
  return (
    <div className={tooltipClass}>
      <p className="tooltip-title">{title}</p>
      {children && <div className="tooltip-rows">{children}</div>}
    </div>
  );
}

/** One "name: value" line of a tooltip, with an optional colour swatch. */
export function TooltipRow({
  label,
  value,
  color,
}: {
  readonly label: ReactNode;
  readonly value: ReactNode;
  readonly color?: string;
}) {
  return (
    <div className="tooltip-row">
      <div className="tooltip-name">
        {color && <div className="tooltip-swatch" style={{ background: color }} />}
        <span>{label}</span>
      </div>
      <span className="tooltip-value">{value}</span>
    </div>
  );
}

/** An address in full, in a tooltip's rows. */
export function TooltipAddress({ address }: { readonly address: string }) {
  return <p className="tooltip-address">{address}</p>;
}
