import { defineStyle } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { LuLandmark } from 'react-icons/lu';
import { colorVar, stylesPerValue, useStaticClass } from '../../../components/static-class';
import { exchangeMonogram } from './exchange-monogram';

/** The mark and its placeholder icon (Chakra's icon at size 4) styled by one element. */
const logoStyles = defineStyle({
  display: 'flex',
  flexShrink: 0,
  rounded: 'full',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: 'tight',
  // The monogram's palette (or the placeholder's greys) comes from the element's own variables.
  bg: 'var(--exchange-bg)',
  color: 'var(--exchange-fg)',
  '& > svg': {
    display: 'inline-block',
    lineHeight: '1em',
    flexShrink: '0',
    color: 'currentcolor',
    verticalAlign: 'middle',
    boxSize: '4',
  },
});

/** The logo's styles at each size asked for. */
const logoStylesAt = stylesPerValue((size: string) => defineStyle({ ...logoStyles, boxSize: size }));

/**
 * The mark of an exchange (spec 02 §3 "Exchange logos"): a generated monogram keyed by the
 * lower-cased name, or the default placeholder without a name. Decorative: the name is written
 * beside it.
 */
export function ExchangeLogo({ name, size = '8' }: { readonly name: string | null; readonly size?: string }) {
  const monogram = exchangeMonogram(name);
  const className = useStaticClass(logoStylesAt(size));
  const palette = {
    '--exchange-bg': colorVar(monogram ? `${monogram.palette}.solid` : 'bg.emphasized'),
    '--exchange-fg': colorVar(monogram ? `${monogram.palette}.contrast` : 'fg.muted'),
  } as CSSProperties;
  return (
    <div aria-hidden className={className} style={palette} data-exchange-key={monogram?.key ?? 'default'}>
      {monogram ? <span>{monogram.letters}</span> : <LuLandmark focusable={false} aria-hidden="true" />}
    </div>
  );
}
