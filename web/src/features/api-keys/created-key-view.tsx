import { Alert, Button, Code, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import type { CreatedApiKey } from '../../../../shared/contract/api-keys.schema';
import { RevealToggle } from '../../components/reveal-toggle';
import { useCopy } from '../../components/use-copy';
import { useMessage } from '../../i18n/message-text';

/** The key with every character but the prefix hidden, as long as the real one. */
const hidden = (key: string, prefix: string): string =>
  `${prefix}${'•'.repeat(Math.max(0, key.length - prefix.length))}`;

/**
 * The create dialog's second step (spec 01 §4): the new key, shown this once, masked by default,
 * with show/hide, a copy button (copying, then copied for 2 s), the warning to save it now and
 * the security notice.
 */
export function CreatedKeyView({ apiKey }: { readonly apiKey: CreatedApiKey }) {
  const t = useMessage();
  const [visible, setVisible] = useState(false);
  const [copying, setCopying] = useState(false);
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    setCopying(true);
    try {
      await copy(apiKey.key);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('apiKeys.created.saveWarning')}</Alert.Description>
      </Alert.Root>
      <Field.Root>
        <Field.Label>
          {t('apiKeys.created.keyLabel')} · {apiKey.name}
        </Field.Label>
        <HStack width="full" gap="2" align="stretch">
          <Code
            flex="1"
            minW="0"
            px="3"
            py="2"
            fontSize="sm"
            wordBreak="break-all"
            data-testid="created-key"
            data-visible={visible}
          >
            {visible ? apiKey.key : hidden(apiKey.key, apiKey.key_prefix)}
          </Code>
          <RevealToggle
            variant="outline"
            shown={visible}
            onToggle={() => setVisible((v) => !v)}
            showLabel={t('apiKeys.created.show')}
            hideLabel={t('apiKeys.created.hide')}
          />
        </HStack>
      </Field.Root>
      <Button
        onClick={() => void onCopy()}
        loading={copying}
        loadingText={t('apiKeys.created.copying')}
        colorPalette={copied ? 'green' : 'blue'}
        variant={copied ? 'subtle' : 'solid'}
      >
        {copied ? <LuCheck /> : <LuCopy />}
        {t(copied ? 'apiKeys.created.copied' : 'apiKeys.created.copy')}
      </Button>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('apiKeys.created.securityTitle')}</Alert.Title>
          <Alert.Description>
            <Text>{t('apiKeys.created.securityBody')}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
