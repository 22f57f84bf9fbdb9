import { Alert, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { QueryStatus } from '../../../../shared/contract/queries.schema';
import { StatusTag } from '../../components/status-tag';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { paths } from '../../lib/paths';

/** A failed query (spec 02 §4): why, which query, its status and when it last changed. */
export function FailedView({ status }: { readonly status: QueryStatus }) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Alert.Root status="error" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage({ id: 'report.failed.title' })}</Alert.Title>
          <Alert.Description>
            {status.status_text.trim() || intl.formatMessage({ id: 'report.failed.fallback' })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm" alignItems="center">
        <Text as="dt" color="fg.muted">
          {intl.formatMessage({ id: 'report.failed.hash' })}
        </Text>
        <Text as="dd" fontFamily="mono" wordBreak="break-all">
          {status.query_hash}
        </Text>
        <Text as="dt" color="fg.muted">
          {intl.formatMessage({ id: 'report.failed.status' })}
        </Text>
        <Box as="dd">
          <StatusTag status={status.status} />
        </Box>
        <Text as="dt" color="fg.muted">
          {intl.formatMessage({ id: 'report.failed.updated' })}
        </Text>
        <Text as="dd">{formatDisplayDate(status.update_at)}</Text>
      </Grid>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue">
          <Link to={paths.console()}>{intl.formatMessage({ id: 'report.failed.retry' })}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.consoleHistory()}>{intl.formatMessage({ id: 'report.action.history' })}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
