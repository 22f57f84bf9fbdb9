import { defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMoveHorizontal } from 'react-icons/lu';
import { row } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';
import { useSectionWidth } from '../section-width';
import { useElementWidth } from './use-element-width';

const frameStyles = defineStyle({
  overscrollBehaviorX: 'contain',
  focusVisibleRing: 'outside',
  // Only when scrolling (the frame is then a group): any overflow value would also clip the
  // tooltips, drawn over the edges.
  '&[role=group]': { overflowX: 'auto', rounded: 'sm' },
  '& > [role=img]': { position: 'relative' },
});

const scrollHintStyles = defineStyle({ ...row('1.5'), mt: '1', fontSize: 'xs', color: 'fg.muted' });

/** The first width of a chart as wide as its section's body. */
export const wholeSection = (sectionWidth: number): number => sectionWidth;

/**
 * The box a chart is drawn in: it measures its width, draws the chart at that width (or at
 * `minWidth`, scrolling sideways inside the card when the screen is narrower) and names the chart
 * for screen readers: role="img" with a summary, the figures themselves being in the section's
 * tables and lists.
 */
export function ChartFrame({
  label,
  height,
  minWidth = 0,
  scrollLabel,
  scrollHint,
  firstWidth,
  children,
}: {
  /** What the chart shows, in one sentence. */
  readonly label: string;
  /** CSS pixels. */
  readonly height: number;
  /** CSS pixels; below it the chart scrolls sideways. */
  readonly minWidth?: number;
  /** The scroll area's name, read when it takes the keyboard focus to scroll. */
  readonly scrollLabel?: string;
  /** Shown under the chart while it scrolls, so a reader knows there is more to the side. */
  readonly scrollHint?: string;
  /**
   * The width the chart most likely has, from its section's content width (measured on the first
   * screen): it then draws in its first render, even off screen where nothing measures it, and
   * corrects that once measured. Without it the chart waits for its measure.
   */
  readonly firstWidth?: (sectionWidth: number) => number;
  readonly children: (width: number) => ReactNode;
}) {
  const sectionWidth = useSectionWidth();
  const [ref, available] = useElementWidth<HTMLDivElement>(firstWidth?.(sectionWidth) ?? 0);
  const frameClass = useStaticClass(frameStyles);
  const scrollHintClass = useStaticClass(scrollHintStyles);
  const width = Math.max(available, minWidth);
  const scrolls = available > 0 && available < minWidth;
  return (
    <>
      <div
        ref={ref}
        className={frameClass}
        // A region that scrolls must be reachable by the keyboard (arrow keys then scroll it).
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': scrollLabel ?? label } : {})}
      >
        <div
          role="img"
          aria-label={label}
          // Sizes of each chart's own: inline, not a class per height.
          style={{ height: `${height}px`, width: scrolls ? `${width}px` : '100%' }}
        >
          {available > 0 && children(width)}
        </div>
      </div>
      {scrolls && scrollHint && (
        <div className={scrollHintClass}>
          <LuMoveHorizontal aria-hidden />
          <p>{scrollHint}</p>
        </div>
      )}
    </>
  );
}
