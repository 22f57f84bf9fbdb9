import { Button } from '@chakra-ui/react';
import { LuChevronDown, LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Language, languages } from '../../../../shared/i18n/languages';
import { useLanguage } from '../../i18n/language';
import { DeferredChoiceMenu } from './deferred-choice-menu';

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
  const label = intl.formatMessage({ id: 'shell.language.label' });
  const trigger = (
    <Button variant="ghost" size="sm" aria-label={`${label}: ${languageNames[language]}`}>
      <LuLanguages />
      {languageNames[language]}
      <LuChevronDown />
    </Button>
  );
  return (
    <DeferredChoiceMenu
      trigger={trigger}
      label={label}
      value={language}
      choices={languages.map((l) => ({ value: l, label: languageNames[l], lang: l }))}
      onChange={setLanguage}
      minW="40"
    />
  );
}
