import type { BalancePointKind } from '../../../../../shared/rules/report-metrics';

/** How each notable key point is marked on the balance chart (and in its legend). */
export const KEY_POINT_COLORS: Readonly<Record<Exclude<BalancePointKind, 'stable'>, string>> = {
  start: '#3182CE',
  peak: '#38A169',
  valley: '#DD6B20',
  significant_change: '#9F7AEA',
};

/** The marker of a key point, centred on (x, y); nothing for a stable or ordinary day. */
export function KeyPointSymbol({
  kind,
  x,
  y,
  small = false,
}: {
  readonly kind: BalancePointKind | null;
  readonly x: number;
  readonly y: number;
  /** Smaller significant-change marks, for a line too dense for the full size. */
  readonly small?: boolean;
}) {
  const stroke = 'var(--chakra-colors-bg-panel)';
  switch (kind) {
    case 'start':
      return <circle cx={x} cy={y} r={5} fill={KEY_POINT_COLORS.start} stroke={stroke} strokeWidth={1.5} />;
    case 'peak':
      return (
        <path
          d={`M${x} ${y - 6} L${x + 5.5} ${y + 4} L${x - 5.5} ${y + 4} Z`}
          fill={KEY_POINT_COLORS.peak}
          stroke={stroke}
          strokeWidth={1.5}
        />
      );
    case 'valley':
      return (
        <path
          d={`M${x} ${y + 6} L${x + 5.5} ${y - 4} L${x - 5.5} ${y - 4} Z`}
          fill={KEY_POINT_COLORS.valley}
          stroke={stroke}
          strokeWidth={1.5}
        />
      );
    case 'significant_change': {
      const r = small ? 2 : 3;
      return (
        <path
          d={`M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z`}
          fill={KEY_POINT_COLORS.significant_change}
        />
      );
    }
    default:
      return null;
  }
}

/** The symbol alone, for legends and lists. */
export function KeyPointIcon({ kind }: { readonly kind: BalancePointKind }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" style={{ flexShrink: 0 }}>
      <KeyPointSymbol kind={kind} x={7} y={7} />
    </svg>
  );
}
