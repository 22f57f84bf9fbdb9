import { Alert, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LiveBadge } from '../../components/live-badge';
import { useMessage } from '../../i18n/message-text';
import { AnalyzerForm } from './analyzer-form';

const noticeIds = ['analyzer.notice.indication', 'analyzer.notice.credits', 'analyzer.notice.report'];

/**
 * /console, the risk analyzer tab (spec 01 §2 "Analyzer screen"): heading with the real-time
 * detection badge, the form, and the notice on what a result is and what it costs.
 */
export function AnalyzerPage({
  onAnalysisStart,
  onQueryCreated,
}: {
  readonly onAnalysisStart?: () => void;
  readonly onQueryCreated?: (hash: string) => Promise<void> | void;
}) {
  const t = useMessage();
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="6xl" mx="auto" width="full">
      <Stack gap="1" mb={{ base: '5', md: '6' }}>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {t('analyzer.title')}
          </Heading>
          <LiveBadge>{t('analyzer.badge')}</LiveBadge>
        </HStack>
        <Text color="fg.muted">{t('analyzer.description')}</Text>
      </Stack>
      <Stack gap={{ base: '4', md: '6' }}>
        <AnalyzerForm onAnalysisStart={onAnalysisStart} onQueryCreated={onQueryCreated} />
        <Alert.Root status="warning" variant="surface">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t('analyzer.notice.title')}</Alert.Title>
            <Alert.Description>
              <List.Root gap="1" ps="4">
                {noticeIds.map((id) => (
                  <List.Item key={id}>{t(id)}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </Box>
  );
}
