import { Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../components/action-button';
import { addEntries, type EntriesAdded, type EntryKind, endsEntry, entryRules } from './config-entries';

/**
 * A list of webhook URLs or e-mail recipients: typed into the input, added with Enter (or a
 * comma for e-mails) or the add button, each shown as a tag that can be removed.
 */
export function EntryListInput({
  kind,
  entries,
  onChange,
  disabled = false,
}: {
  readonly kind: EntryKind;
  readonly entries: readonly string[];
  readonly onChange: (entries: string[]) => void;
  readonly disabled?: boolean;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<EntriesAdded['problem']>();
  const label = intl.formatMessage({ id: `monitor.config.${kind}.label` });

  const commit = () => {
    if (typed.trim() === '') return;
    const added = addEntries(entries, typed, kind);
    if (added.entries.length !== entries.length) onChange(added.entries);
    setTyped(added.rest);
    setProblem(added.problem);
  };

  return (
    <Field.Root invalid={problem === 'invalid' || problem === 'full'} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {entries.length > 0 ? (
        <Wrap gap="2" mb="1" as="ul" aria-label={label}>
          {entries.map((entry) => (
            <Tag.Root as="li" key={entry} size="lg" variant="surface" maxW="full">
              <Tag.Label fontFamily="mono" fontSize="xs">
                {entry}
              </Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={intl.formatMessage({ id: 'monitor.config.removeEntry' }, { entry })}
                  disabled={disabled}
                  onClick={() => onChange(entries.filter((e) => e !== entry))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      <HStack width="full" gap="2">
        <Input
          flex="1"
          minW="0"
          type={kind === 'url' ? 'url' : 'email'}
          inputMode={kind === 'url' ? 'url' : 'email'}
          autoComplete="off"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: `monitor.config.${kind}.placeholder` })}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (!endsEntry(event.key, kind) || event.nativeEvent.isComposing) return;
            event.preventDefault();
            commit();
          }}
        />
        <ActionButton icon={LuPlus} onClick={commit} disabled={disabled || typed.trim() === ''}>
          {intl.formatMessage({ id: 'monitor.config.add' })}
        </ActionButton>
      </HStack>
      {problem ? (
        problem === 'duplicate' ? (
          <Field.HelperText>{intl.formatMessage({ id: 'monitor.config.duplicate' })}</Field.HelperText>
        ) : (
          <Field.ErrorText>
            {intl.formatMessage({ id: `monitor.config.${kind}.${problem}` }, { max: entryRules[kind].max })}
          </Field.ErrorText>
        )
      ) : (
        <Field.HelperText>{intl.formatMessage({ id: `monitor.config.${kind}.hint` })}</Field.HelperText>
      )}
    </Field.Root>
  );
}
