import { defineStyle, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type AddressContext, shortenAddressFor } from '../../../shared/format/address-format';
import { iconActionStyle } from './icon-action-style';
import { stylesPerValue, useStaticClass } from './static-class';
import { useCopy } from './use-copy';

/** One styled element for the value and its button (a report shows dozens of these). */
const copyValueStyle = defineStyle({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  minW: '0',
  '& > .copy-value-text': {
    fontFamily: 'mono',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '&[data-whole] > .copy-value-text': { overflow: 'visible', whiteSpace: 'normal', wordBreak: 'break-all' },
  '& > button': { ...iconActionStyle, colorPalette: 'gray' },
  '&[data-copied] > button': { colorPalette: 'green' },
});

type FontSize = HTMLChakraProps<'span'>['fontSize'];

/** The root's styles at each value size asked for (a token or a responsive object). */
const copyValueStyleAt = stylesPerValue(
  (fontSize: FontSize): SystemStyleObject => ({ ...copyValueStyle, fontSize }) as SystemStyleObject,
);

/**
 * A value shortened for where it is shown (the report's 6 + 6 by default, spec 02 §2; the whole
 * value on hover) with a button that copies the whole value and says "Copied" for 2 s. Addresses
 * pass no label (the shared "Copy address …" is used); transaction and query hashes name what
 * they copy.
 */
export function CopyValue({
  value,
  label,
  whole = false,
  context = 'report',
  fontSize = 'sm',
  children,
}: {
  readonly value: string;
  /** The copy button's accessible name; "Copy address {value}" when omitted. */
  readonly label?: string;
  /** Show the value unshortened (it may wrap). */
  readonly whole?: boolean;
  /** How to shorten it (spec 01 §9 layouts); the report's 6 + 6 by default. */
  readonly context?: AddressContext;
  /** The value's size (the button keeps its own). */
  readonly fontSize?: FontSize;
  /** How the value reads, when not as plain (shortened) text. */
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  const { copied, copy } = useCopy();
  // The value's size is the root's: the button sets its own.
  const className = useStaticClass(copyValueStyleAt(fontSize));
  return (
    <span className={className} data-whole={whole ? '' : undefined} data-copied={copied ? '' : undefined}>
      <span className="copy-value-text" title={value}>
        {children ?? (whole ? value : shortenAddressFor(value, context))}
      </span>
      <button
        type="button"
        aria-label={
          copied
            ? intl.formatMessage({ id: 'common.copied' })
            : (label ?? intl.formatMessage({ id: 'query.copy.label' }, { address: value }))
        }
        onClick={() => copy(value)}
      >
        {copied ? <LuCheck /> : <LuCopy />}
      </button>
    </span>
  );
}
