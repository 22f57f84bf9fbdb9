import type { ReactElement } from 'react';
import type { ChoiceMenuProps } from './choice-menu';
import { loadChoiceMenu } from './choice-menu-loader';
import { DeferredControl } from './deferred-control';

/**
 * A header choice menu (language, theme) whose menu machinery loads on first use: `trigger`
 * stands alone until then (DeferredControl), then opens the ChoiceMenu of `choices`.
 */
export function DeferredChoiceMenu<V extends string>({
  trigger,
  ...menu
}: ChoiceMenuProps<V> & { readonly trigger: ReactElement<Record<string, unknown>> }) {
  return (
    <DeferredControl load={loadChoiceMenu} trigger={trigger} popup="menu">
      {({ ChoiceMenu }) => <ChoiceMenu trigger={trigger} {...menu} />}
    </DeferredControl>
  );
}
