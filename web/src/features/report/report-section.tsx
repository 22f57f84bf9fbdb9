import { defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { stack } from '../../components/layout-styles';
import { useStaticClass } from '../../components/static-class';
import { REPORT_SETTLED_ATTRIBUTE } from './report-marks';
import { SECTION_BODY_ATTRIBUTE } from './section-width';

/**
 * A card drawn by one element with a static class (Chakra's outline card, size sm, and its
 * heading styles), its parts plain elements: a report draws eight sections at once.
 */
const sectionStyles = defineStyle({
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minW: '0',
  overflowWrap: 'break-word',
  rounded: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  '--report-section-padding': 'spacing.4',
  // While the report is being built, the browser styles, lays out and paints a section only when
  // it is on screen (or nearly): the parts below the first screen, ~1,500 elements with the
  // charts' svg, cost ~100 ms of the submit → report wait otherwise. Once the report has settled,
  // every section is drawn (a full-page screenshot, a jump down the page), as on paper. Until then
  // a section also clips what overflows it (a chart's tooltip at its edge), for a second at most.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
  [`[${REPORT_SETTLED_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
  _print: { contentVisibility: 'visible' },
  '& > .report-section-header': {
    display: 'flex',
    gap: '3',
    justifyContent: 'space-between',
    alignItems: { base: 'stretch', sm: 'center' },
    flexWrap: 'wrap',
    px: 'var(--report-section-padding)',
    pt: 'var(--report-section-padding)',
  },
  '& > .report-section-header > hgroup': { ...stack('0.5'), minW: '0' },
  '& > .report-section-header h2': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md' },
  '& > .report-section-header hgroup > p': { color: 'fg.muted', fontSize: 'sm' },
  '& > .report-section-body': {
    p: 'var(--report-section-padding)',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
  },
});

/**
 * One section of the risk report (spec 02 §2 lists them in order): a card with a heading, its
 * description and optional controls beside the heading (chart toggles). The texts are the
 * messages `<messages>.title` and `<messages>.description`. `id` anchors the section (and names
 * it for screen readers through its heading).
 */
export function ReportSection({
  id,
  messages,
  actions,
  children,
}: {
  readonly id: string;
  readonly messages: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={useStaticClass(sectionStyles)}>
      <div className="report-section-header">
        <hgroup>
          <h2 id={headingId}>{intl.formatMessage({ id: `${messages}.title` })}</h2>
          <p>{intl.formatMessage({ id: `${messages}.description` })}</p>
        </hgroup>
        {actions}
      </div>
      <div className="report-section-body" {...{ [SECTION_BODY_ATTRIBUTE]: '' }}>
        {children}
      </div>
    </section>
  );
}
