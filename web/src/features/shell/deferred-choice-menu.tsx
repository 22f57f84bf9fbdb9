import type { ReactElement } from 'react';
import type { Choice } from './choice-menu';
import { loadChoiceMenu } from './choice-menu-loader';
import { DeferredControl } from './deferred-control';

/**
 * A header choice menu (language, theme) whose menu machinery loads on first use: `trigger`
 * stands alone until then (DeferredControl), then opens the ChoiceMenu of `choices`.
 */
export function DeferredChoiceMenu<V extends string>({
  trigger,
  ...menu
}: {
  readonly trigger: ReactElement<Record<string, unknown>>;
  readonly label: string;
  readonly value: V;
  readonly choices: readonly Choice<V>[];
  readonly onChange: (value: V) => void;
  readonly minW: string;
}) {
  return (
    <DeferredControl load={loadChoiceMenu} trigger={trigger} popup="menu">
      {({ ChoiceMenu }) => <ChoiceMenu trigger={trigger} {...menu} />}
    </DeferredControl>
  );
}
