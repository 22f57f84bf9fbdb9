import { Button, HStack, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { LuSearch, LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';

/** The address search (spec 01 §2): applies the trimmed address on submit (Enter or the button). */
export function HistorySearch({ onSearch }: { readonly onSearch: (address: string) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onSearch('');
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" mb="4" maxW={{ md: 'xl' }}>
      <InputGroup
        flex="1"
        startElement={<LuSearch />}
        endElement={
          draft ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'history.search.clear' })}
              onClick={clear}
            >
              <LuX />
            </IconButton>
          ) : undefined
        }
      >
        <Input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'history.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'history.search.label' })}
          fontFamily={draft ? 'mono' : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </InputGroup>
      <Button type="submit" colorPalette="blue">
        {intl.formatMessage({ id: 'history.search.submit' })}
      </Button>
    </HStack>
  );
}
