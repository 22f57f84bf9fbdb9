import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Drawer,
  Portal,
  Spinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { paths } from '../../../lib/paths';
import { useExampleReport } from './example-report-data';

/**
 * Draws a report. The route passes the report page's own view (loaded when the dialog first
 * opens), so the example is the same report a user gets, and its code stays off the home page.
 */
export type RenderReport = (report: QueryResult) => ReactNode;

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly renderReport: RenderReport;
}

/**
 * spec 01 §2 "Example-report dialog": a full-screen side sheet under 768 px, a large centred
 * dialog otherwise; Escape closes both (Chakra's default). The body mounts only while open, so the
 * example file is fetched on the first opening and served from the cache afterwards.
 */
export function ExampleReportDialog({ open, onOpenChange, renderReport }: Props) {
  const intl = useIntl();
  // Chakra's CloseButton is labelled "Close" in English whatever the language.
  const closeLabel = intl.formatMessage({ id: 'common.close' });
  const asSheet = useBreakpointValue({ base: true, md: false }, { fallback: 'md' }) ?? false;
  const change = (e: { open: boolean }) => onOpenChange(e.open);
  const title = <FormattedMessage id="home.example.title" />;
  const subtitle = <FormattedMessage id="home.example.subtitle" />;
  const footer = (
    <Button asChild colorPalette="blue" onClick={() => onOpenChange(false)}>
      <RouterLink to={paths.console()}>
        <FormattedMessage id="home.example.open" />
      </RouterLink>
    </Button>
  );

  if (asSheet) {
    return (
      <Drawer.Root open={open} onOpenChange={change} placement="end" size="full" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header flexDirection="column" alignItems="start" gap="0">
                <Drawer.Title>{title}</Drawer.Title>
                <Text color="fg.muted" fontSize="sm">
                  {subtitle}
                </Text>
              </Drawer.Header>
              <Drawer.Body>
                <ExampleBody renderReport={renderReport} />
              </Drawer.Body>
              <Drawer.Footer>{footer}</Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={change}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="4xl">
            <Dialog.Header flexDirection="column" alignItems="start" gap="0">
              <Dialog.Title>{title}</Dialog.Title>
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <ExampleBody renderReport={renderReport} />
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ExampleBody({ renderReport }: { readonly renderReport: RenderReport }): ReactNode {
  const { data, error, isLoading } = useExampleReport();
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="home.example.loadFailed" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  const loading = (
    <Stack align="center" py="16" gap="3">
      <Spinner size="lg" />
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    </Stack>
  );
  if (isLoading || !data) return loading;
  return <Suspense fallback={loading}>{renderReport(data)}</Suspense>;
}
