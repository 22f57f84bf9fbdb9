import type { PartialTheme } from '@nivo/theming';

/**
 * The charts' nivo theme. Colours are Chakra's semantic CSS variables, so one theme follows the
 * colour mode (next-themes switches the `dark` class and the variables with it) without
 * re-rendering the charts. nivo puts these values in `style` attributes, where `var()` resolves;
 * keep them out of props nivo parses as colours (d3-color cannot read `var()`).
 */
const text = {
  fontFamily: 'var(--chakra-fonts-body)',
  fontSize: 12,
  fill: 'var(--chakra-colors-fg-muted)',
  outlineWidth: 0,
  outlineColor: 'transparent',
  outlineOpacity: 0,
} as const;

export const nivoTheme: PartialTheme = {
  background: 'transparent',
  text,
  axis: {
    domain: { line: { stroke: 'var(--chakra-colors-border-emphasized)', strokeWidth: 1 } },
    ticks: {
      line: { stroke: 'var(--chakra-colors-border-emphasized)', strokeWidth: 1 },
      text,
    },
    legend: { text: { ...text, fontSize: 12, fill: 'var(--chakra-colors-fg)' } },
  },
  grid: { line: { stroke: 'var(--chakra-colors-border)', strokeWidth: 1 } },
  crosshair: {
    line: { stroke: 'var(--chakra-colors-fg-muted)', strokeWidth: 1, strokeOpacity: 0.6 },
  },
  labels: { text: { ...text, fill: 'var(--chakra-colors-fg)' } },
  tooltip: {
    container: {
      background: 'var(--chakra-colors-bg-panel)',
      color: 'var(--chakra-colors-fg)',
      fontSize: 13,
      borderRadius: 6,
      boxShadow: 'var(--chakra-shadows-md)',
    },
  },
};

/** Text in SVG drawn by our own layers, styled like nivo's axis text. */
export const svgTextStyle = {
  fontFamily: text.fontFamily,
  fontSize: 12,
  fill: 'var(--chakra-colors-fg)',
} as const;

/**
 * spec 02 §2: the flow graph's palette of 10 colours. None is red: red (#C00F0C, spec 02 §3) is
 * kept for high-risk counterparties so it always means risk.
 */
export const FLOW_PALETTE = [
  '#4E79A7',
  '#F28E2B',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#9C755F',
  '#17BECF',
  '#A0CBE8',
  '#FFBE7D',
] as const;

/** Inflow and outflow, in every chart that shows both (the habit chart, the flow graph's ends). */
export const FLOW_COLORS = { inflow: '#2F9E8F', outflow: '#E8833A' } as const;

/**
 * The label colour for bar charts whose labels are off. nivo still gives every bar's label colour
 * to a spring, and from the theme it would be a CSS variable, which react-spring resolves with
 * getComputedStyle: one forced style recalculation per bar while the report is being drawn. The
 * build's springs at rest (lib/resting-springs.tsx) never resolve it; the tests and the dev server
 * keep react-spring, for which a literal colour costs nothing.
 */
export const UNUSED_LABEL_COLOR = '#000000';
