import { defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { stack } from '../../../components/layout-styles';
import { useStaticClass } from '../../../components/static-class';

/** One element with a static class for its parts: a report shows dozens of facts. */
const factStyles = defineStyle({
  ...stack('0.5'),
  minW: '0',
  '& > .fact-label': { fontSize: 'xs', color: 'fg.muted' },
  '& > .fact-value': {
    fontSize: 'sm',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    minW: '0',
    overflowWrap: 'anywhere',
  },
  '&[data-emphasis] > .fact-value': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' },
  '& > .fact-note': { fontSize: 'xs', color: 'fg.subtle' },
});

/** One labelled figure of a section: a small muted label over its value (and an optional note). */
export function Fact({
  label,
  children,
  note,
  emphasis = false,
}: {
  readonly label: ReactNode;
  readonly children: ReactNode;
  readonly note?: ReactNode;
  /** A headline figure: larger and bold. */
  readonly emphasis?: boolean;
}) {
  return (
    <div className={useStaticClass(factStyles)} data-emphasis={emphasis ? '' : undefined}>
      <p className="fact-label">{label}</p>
      <div className="fact-value">{children}</div>
      {note && <div className="fact-note">{note}</div>}
    </div>
  );
}
