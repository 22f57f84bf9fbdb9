import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionTitleId } from '../sections';
import { sidebarGroups } from './docs-sidebar';

/** The sidebar's sections as a select, for phones (spec 02 §2 layout under 768 px). */
export function SectionSelect({ activeId, onSelect }: { activeId: string; onSelect: (id: string) => void }) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage id="docs.nav.select" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={activeId} onChange={(event) => onSelect(event.currentTarget.value)}>
          {activeId === '' && <option value="" disabled />}
          {sidebarGroups().map((group) => (
            <optgroup key={group.titleId} label={intl.formatMessage({ id: group.titleId })}>
              {group.ids.map((id) => (
                <option key={id} value={id}>
                  {intl.formatMessage({ id: sectionTitleId(id) })}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
