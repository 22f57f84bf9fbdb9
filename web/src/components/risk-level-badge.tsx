import { defineStyle } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NO_DATE } from '../../../shared/format/date-format';
import { riskLevelDisplay } from '../../../shared/format/risk-display';
import { PlainBadge } from './plain-badge';
import { useStaticClass } from './static-class';

const noLevelStyles = defineStyle({ color: 'fg.muted' });
const badgeStyles = defineStyle({ flexShrink: 0 });

/**
 * The risk level in its colour (spec 01 §3). A query that has not completed has no level yet
 * (null): a dash, not an "unknown" badge that would read like a verdict.
 */
export function RiskLevelBadge({ level }: { readonly level: number | null }) {
  const intl = useIntl();
  const noLevelClass = useStaticClass(noLevelStyles);
  const badgeClass = useStaticClass(badgeStyles);
  if (level === null) return <span className={noLevelClass}>{NO_DATE}</span>;
  const { name, palette } = riskLevelDisplay(level);
  return (
    <PlainBadge
      colorPalette={palette}
      variant={palette === 'gray' ? 'subtle' : 'solid'}
      className={badgeClass}
    >
      {intl.formatMessage({ id: `risk.level.${name}` })}
    </PlainBadge>
  );
}
