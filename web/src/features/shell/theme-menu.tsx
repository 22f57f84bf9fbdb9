import { Icon, IconButton } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type ColorModeChoice, useColorMode } from '../../lib/color-mode';
import { DeferredChoiceMenu } from './deferred-choice-menu';

export const themeChoices: readonly { value: ColorModeChoice; labelId: string; icon: IconType }[] = [
  { value: 'light', labelId: 'shell.theme.light', icon: LuSun },
  { value: 'dark', labelId: 'shell.theme.dark', icon: LuMoon },
  { value: 'system', labelId: 'shell.theme.system', icon: LuMonitor },
];

/** The header's theme menu (spec 01 §1: light, dark, system; stored, system by default). */
export function ThemeMenu() {
  const intl = useIntl();
  const { choice, setChoice } = useColorMode();
  const label = intl.formatMessage({ id: 'shell.theme.label' });
  // The button shows what is on screen; the menu marks what was chosen (system may be either).
  // The theme class on <html> picks the icon, so it is right from the first paint, on a page drawn
  // ahead of time too, before the app knows the theme.
  const trigger = (
    <IconButton variant="ghost" size="sm" aria-label={label}>
      <Icon asChild _dark={{ display: 'none' }}>
        <LuSun />
      </Icon>
      <Icon asChild display="none" _dark={{ display: 'inline-block' }}>
        <LuMoon />
      </Icon>
    </IconButton>
  );
  return (
    <DeferredChoiceMenu
      trigger={trigger}
      label={label}
      value={choice}
      choices={themeChoices.map(({ value, labelId, icon }) => ({
        value,
        label: intl.formatMessage({ id: labelId }),
        icon,
      }))}
      onChange={setChoice}
      minW="36"
    />
  );
}
