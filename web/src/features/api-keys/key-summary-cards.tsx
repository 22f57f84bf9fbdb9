import { Badge, Card, SimpleGrid, Stat } from '@chakra-ui/react';
import { lazyRecipes } from '../../components/lazy-recipes';
import { useMessage } from '../../i18n/message-text';
import type { KeySummary } from './key-list-model';

/** spec 01 §2: service enabled, total keys, active keys (active and not expired), expired keys. */
export function KeySummaryCards({ summary }: { readonly summary: KeySummary }) {
  const t = useMessage();
  const card = (labelId: string, value: React.ReactNode, testId: string) => (
    <Card.Root size="sm" variant="outline" data-testid={testId}>
      <Card.Body>
        <Stat.Root recipe={lazyRecipes.stat}>
          <Stat.Label>{t(labelId)}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {card(
        'apiKeys.summary.service',
        <Badge colorPalette={summary.serviceEnabled ? 'green' : 'gray'} size="lg" variant="subtle">
          {t(summary.serviceEnabled ? 'apiKeys.summary.serviceOn' : 'apiKeys.summary.serviceOff')}
        </Badge>,
        'summary-service',
      )}
      {card(
        'apiKeys.summary.total',
        t('apiKeys.summary.totalOf', { total: summary.total, limit: summary.limit }),
        'summary-total',
      )}
      {card('apiKeys.summary.active', summary.active, 'summary-active')}
      {card('apiKeys.summary.expired', summary.expired, 'summary-expired')}
    </SimpleGrid>
  );
}
