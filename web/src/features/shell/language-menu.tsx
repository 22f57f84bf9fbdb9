import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Language, languages } from '../../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/language';

/** Each language named in itself, so a reader finds theirs whatever is showing now. */
export const languageNames: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

/** The header's language switcher (spec 01 §1: stored, zh-CN by default). */
export function LanguageMenu() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${intl.formatMessage({ id: 'shell.language.label' })}: ${languageNames[language]}`}
        >
          <LuLanguages />
          {languageNames[language]}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={language}
              onValueChange={(details) => setLanguage(details.value as Language)}
            >
              <Menu.ItemGroupLabel>{intl.formatMessage({ id: 'shell.language.label' })}</Menu.ItemGroupLabel>
              {languages.map((l) => (
                <Menu.RadioItem key={l} value={l} lang={l}>
                  {languageNames[l]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
