import { Box, Button, Card, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronDown, LuScanSearch, LuSlidersHorizontal } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { chainTokens, parseChainToken } from '../../../../shared/rules/chain-rules';
import { ActionButton } from '../../components/action-button';
import { OptionSelect } from '../../components/option-select';
import { useMessage } from '../../i18n/message-text';
import { useUserPackage } from '../../lib/use-account';
import { AdvancedOptions } from './advanced-options';
import { AnalysisCost } from './analysis-cost';
import { type AnalyzerValues, parseLimit } from './analyzer-rules';
import { CostQuestionDialog } from './cost-question-dialog';
import { NetworkSuggestion } from './network-suggestion';
import { RecentReportOffer, useRecentReport } from './recent-report-offer';
import { SubmitBlockerAlert } from './submit-blocker-alert';
import { type SubmitAddress, useAnalyzerForm } from './use-analyzer-form';

/**
 * The analyzer form (spec 01 §2 "Analyzer screen", §4 "Analyzer submit"): network, address and
 * submit in one row (stacked on mobile), then the advanced-options disclosure and the cost (the
 * estimate of the request as typed), and the question before a large or partly paid analysis.
 * With `onSubmitAddress` the caller takes the valid, trimmed address instead of a query being
 * created.
 */
export function AnalyzerForm({
  onSubmitAddress,
  onAnalysisStart,
  onQueryCreated,
}: {
  readonly onSubmitAddress?: SubmitAddress;
  /** Called as a query is created: the caller may start loading the report's code. */
  readonly onAnalysisStart?: () => void;
  /** Called with the new query's hash, just before the form opens its report. */
  readonly onQueryCreated?: (hash: string) => Promise<void> | void;
}) {
  const t = useMessage();
  const form = useAnalyzerForm(onSubmitAddress, onAnalysisStart, onQueryCreated);
  const { values, problems, analyzing } = form;
  const panelId = useId();
  const chain = parseChainToken(values.chainToken)?.chain;
  const limit = parseLimit(values.limit).value;
  // A caller with its own submit (the home page) creates no query: no cost, no recent report.
  const recent = useRecentReport(values.chainToken, onSubmitAddress ? '' : values.address);
  // An empty balance is said before a submit, not only after the server refuses one.
  const credits = useUserPackage().data?.query_quota;
  const outOfCredits = !onSubmitAddress && credits === 0;
  const blocker = form.blocker ?? (outOfCredits ? 'insufficient_credits' : null);

  return (
    <Card.Root variant="outline">
      <Card.Body p={{ base: '4', md: '6' }}>
        <form
          noValidate
          aria-label={t('analyzer.form.label')}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <Stack gap="4">
            <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
              <Field.Root width={{ md: '64' }} flexShrink={0} disabled={analyzing}>
                <Field.Label>{t('analyzer.chainToken.label')}</Field.Label>
                <OptionSelect
                  size="lg"
                  name="chainToken"
                  options={chainTokens}
                  value={values.chainToken}
                  onChange={form.setChainToken}
                  optionLabel={(pair) => t(`analyzer.chainToken.${pair}`)}
                />
              </Field.Root>
              <Field.Root flex="1" minW="0" invalid={Boolean(problems.address)} disabled={analyzing}>
                <Field.Label>{t('analyzer.address.label')}</Field.Label>
                <Input
                  ref={form.refOf('address')}
                  size="lg"
                  name="address"
                  fontFamily="mono"
                  // A 34-character TRON address fits a 390 px screen at this size.
                  fontSize={{ base: 'sm', md: 'md' }}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  _placeholder={{ fontFamily: 'body' }}
                  placeholder={t('analyzer.address.placeholder')}
                  value={values.address}
                  onChange={(event) => form.setField('address', event.target.value)}
                />
                <NetworkSuggestion
                  chainToken={values.chainToken}
                  address={values.address}
                  onPick={form.setChainToken}
                />
                {problems.address ? (
                  <Field.ErrorText>{t(`analyzer.address.${problems.address}`)}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {t(chain === 'tron' ? 'analyzer.address.hintTron' : 'analyzer.address.hintEvm')}
                  </Field.HelperText>
                )}
              </Field.Root>
              <Stack gap="1.5" flexShrink={0}>
                {/* Lines the button up with the inputs under their labels. */}
                <Box hideBelow="md" height="5" aria-hidden />
                <ActionButton
                  icon={LuScanSearch}
                  type="submit"
                  size="lg"
                  colorPalette="blue"
                  loading={analyzing}
                  disabled={outOfCredits}
                  loadingText={t('analyzer.submitting')}
                  minW={{ md: '36' }}
                  variant="solid"
                >
                  {t('analyzer.submit')}
                </ActionButton>
              </Stack>
            </Flex>

            <Flex
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              align={{ base: 'flex-start', md: 'center' }}
              gap="2"
            >
              <Flex align="center" gap="2" wrap="wrap" minW="0">
                <Button
                  variant="ghost"
                  size="sm"
                  ms="-2"
                  aria-expanded={form.advancedOpen}
                  aria-controls={form.advancedOpen ? panelId : undefined}
                  onClick={() => form.setAdvancedOpen(!form.advancedOpen)}
                >
                  <LuSlidersHorizontal aria-hidden />
                  {t('analyzer.advanced.toggle')}
                  <Box
                    as="span"
                    display="inline-flex"
                    transition="transform 0.2s"
                    transform={form.advancedOpen ? 'rotate(180deg)' : undefined}
                  >
                    <LuChevronDown aria-hidden />
                  </Box>
                </Button>
                {!form.advancedOpen && <AdvancedSummary values={values} limit={limit} />}
              </Flex>
              <AnalysisCost limit={limit} estimate={form.estimate} />
            </Flex>

            <RecentReportOffer
              recent={recent}
              chainToken={values.chainToken}
              limit={limit}
              estimate={form.estimate.current}
            />
            {form.advancedOpen && <AdvancedOptions id={panelId} form={form} />}
            {blocker && <SubmitBlockerAlert blocker={blocker} />}
          </Stack>
        </form>
        <CostQuestionDialog
          question={form.question}
          busy={analyzing}
          onConfirm={() => void form.confirmCost()}
          onSetLimit={form.setLimitInstead}
          onCancel={form.dismissQuestion}
          finalFocus={form.questionFocus}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** What the collapsed panel holds, so a range or limit set earlier is never out of sight. */
function AdvancedSummary({
  values,
  limit,
}: {
  readonly values: AnalyzerValues;
  readonly limit: number | undefined;
}) {
  const intl = useIntl();
  const { start, end } = values;
  const parts: string[] = [];
  if (start && end) parts.push(intl.formatMessage({ id: 'analyzer.advanced.between' }, { start, end }));
  else if (start) parts.push(intl.formatMessage({ id: 'analyzer.advanced.from' }, { start }));
  else if (end) parts.push(intl.formatMessage({ id: 'analyzer.advanced.until' }, { end }));
  if (limit !== undefined) parts.push(intl.formatMessage({ id: 'analyzer.advanced.latest' }, { limit }));
  if (parts.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="advanced-summary">
      {parts.join(' · ')}
    </Text>
  );
}
