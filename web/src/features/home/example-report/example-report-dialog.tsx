// Before anything it draws: the recipes of its Chakra components join the system.
import '../../../components/deferred-recipes';
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

  // The side sheet and the dialog are made of the same parts under the same names.
  const Frame = asSheet ? Drawer : Dialog;
  const content = (
    <Portal>
      <Frame.Backdrop />
      <Frame.Positioner>
        <Frame.Content maxW={asSheet ? undefined : '4xl'}>
          <Frame.Header flexDirection="column" alignItems="start" gap="0">
            <Frame.Title>{title}</Frame.Title>
            <Text color="fg.muted" fontSize="sm">
              {subtitle}
            </Text>
          </Frame.Header>
          <Frame.Body>
            <ExampleBody renderReport={renderReport} />
          </Frame.Body>
          <Frame.Footer>{footer}</Frame.Footer>
          <Frame.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={closeLabel} />
          </Frame.CloseTrigger>
        </Frame.Content>
      </Frame.Positioner>
    </Portal>
  );

  if (asSheet) {
    return (
      <Drawer.Root open={open} onOpenChange={change} placement="end" size="full" lazyMount unmountOnExit>
        {content}
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
      {content}
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
