import type { ClipboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatDisplayAmount, formatFullAmount } from '../../../../../shared/format/number-format';

/**
 * An amount in the one display format of the report (2 decimals), with every decimal on hover
 * (title) and on copy: copying a selection inside it puts the exact decimal string on the
 * clipboard, not the rounded text.
 */
export function AmountText({ value, coin }: { readonly value: string | number; readonly coin?: string }) {
  const intl = useIntl();
  const full = formatFullAmount(value, intl.locale);
  const onCopy = (event: ClipboardEvent<HTMLSpanElement>) => {
    const selection = window.getSelection();
    const inside = (node: Node | null | undefined) => !!node && event.currentTarget.contains(node);
    if (!selection || !inside(selection.anchorNode) || !inside(selection.focusNode)) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', String(value));
  };
  return (
    <span title={coin ? `${full} ${coin}` : full} data-full-amount={String(value)} onCopy={onCopy}>
      {formatDisplayAmount(value, intl.locale)}
      {coin ? ` ${coin}` : ''}
    </span>
  );
}
