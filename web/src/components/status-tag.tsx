import { defineStyle, Spinner } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX, LuClock } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { queryStatusName } from '../../../shared/rules/query-rules';
import { PlainBadge } from './plain-badge';
import { useStaticClass } from './static-class';

const palettes = {
  pending: 'gray',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  unknown: 'gray',
} as const;

const tagStyles = defineStyle({ gap: '1', flexShrink: 0 });

/** The status of a query (spec 01 §3): pending, processing, completed, failed, else unknown. */
export function StatusTag({ status }: { readonly status: number }) {
  const intl = useIntl();
  const name = queryStatusName(status);
  return (
    <PlainBadge colorPalette={palettes[name]} variant="subtle" className={useStaticClass(tagStyles)}>
      {name === 'processing' ? (
        <Spinner size="xs" borderWidth="1.5px" />
      ) : name === 'completed' ? (
        <LuCircleCheck aria-hidden />
      ) : name === 'failed' ? (
        <LuCircleX aria-hidden />
      ) : (
        <LuClock aria-hidden />
      )}
      {intl.formatMessage({ id: `query.status.${name}` })}
    </PlainBadge>
  );
}
