import { Button, Card, Circle, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuLink2Off } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

type Outcome =
  | { readonly kind: 'confirming' }
  | { readonly kind: 'done'; readonly email: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Where an alert recipient's confirmation link lands (double opt-in), for anyone, signed in or
 * not: the page posts the link's token to the public confirm route once and says how it went.
 * Posting from the page, not on opening the link, keeps mail scanners that fetch links from
 * confirming on the recipient's behalf.
 */
export function ConfirmRecipientPage() {
  const t = useMessage();
  useDocumentTitle(t('monitor.confirmRecipient.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'confirming' } : { kind: 'missing' });
  const started = useRef(false);

  const confirm = useCallback(async () => {
    setOutcome({ kind: 'confirming' });
    try {
      const answer = await api('confirmMonitorRecipient', { body: { token } });
      setOutcome({ kind: 'done', email: answer.email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setOutcome({ kind: 'invalid' });
      else setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [token]);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: confirming twice is harmless, but noisy.
    if (!token || started.current) return;
    started.current = true;
    void confirm();
  }, [token, confirm]);

  const done = outcome.kind === 'done';
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="5" align="center" textAlign="center" role="status" aria-live="polite">
            {outcome.kind === 'confirming' ? (
              <>
                <Spinner size="lg" color="blue.solid" />
                <Text>{t('monitor.confirmRecipient.confirming')}</Text>
              </>
            ) : (
              <>
                <Circle
                  size="14"
                  bg={done ? 'green.subtle' : 'orange.subtle'}
                  color={done ? 'green.fg' : 'orange.fg'}
                >
                  {done ? <LuCircleCheck size="28" aria-hidden /> : <LuLink2Off size="28" aria-hidden />}
                </Circle>
                <Heading as="h1" size="lg">
                  {t(done ? 'monitor.confirmRecipient.doneTitle' : 'monitor.confirmRecipient.failedTitle')}
                </Heading>
                <Text color="fg.muted" wordBreak="break-word">
                  {outcome.kind === 'done'
                    ? t('monitor.confirmRecipient.done', { email: outcome.email })
                    : outcome.kind === 'missing'
                      ? t('monitor.confirmRecipient.missing')
                      : outcome.kind === 'failed'
                        ? outcome.message
                        : t('monitor.confirmRecipient.failed')}
                </Text>
                {outcome.kind === 'failed' ? (
                  <Button colorPalette="blue" onClick={() => void confirm()}>
                    {t('monitor.confirmRecipient.retry')}
                  </Button>
                ) : null}
                <Button asChild variant="ghost">
                  <Link to={paths.home()}>{t('monitor.confirmRecipient.home')}</Link>
                </Button>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
