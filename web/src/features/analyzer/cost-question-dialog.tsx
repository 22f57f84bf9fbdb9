import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { DialogFrame } from '../../components/dialog-frame';
import { useMessage } from '../../i18n/message-text';
import { estimateText } from './analysis-cost';
import type { CostQuestion } from './cost-question';

/**
 * The analyzer's question before it spends credits (cost-question.ts): the estimate, what it
 * costs at most and the balance it leaves, with a way to set a limit instead; or, when the
 * balance pays for only part of the address, the newest transfers it pays for. Keyboard: the
 * focus starts on Cancel, so a second Enter never spends; Escape cancels. Under 768 px the
 * buttons stack full width.
 */
export function CostQuestionDialog({
  question,
  busy,
  onConfirm,
  onSetLimit,
  onCancel,
  finalFocus,
}: {
  readonly question: CostQuestion | null;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onSetLimit: () => void;
  readonly onCancel: () => void;
  /** Where the focus goes as the dialog closes; null: back where it was. */
  readonly finalFocus: () => HTMLElement | null;
}) {
  const intl = useIntl();
  const t = useMessage();
  const cancel = useRef<HTMLButtonElement>(null);
  const estimate = question?.estimate;
  const short = question?.kind === 'short';
  // What it may cost: the estimate's upper bound, or what the newest transfers it pays for cost.
  const cost = question?.kind === 'short' ? creditsFor(question.affordable) : (estimate?.credits.max ?? 0);
  const after = Math.max(0, (estimate?.balance ?? 0) - cost);
  return (
    <DialogFrame
      open={question !== null}
      onClose={() => !busy && onCancel()}
      role="alertdialog"
      size="md"
      initialFocusEl={() => cancel.current}
      finalFocusEl={() => finalFocus()}
      contentProps={{ mx: '3', 'data-testid': 'cost-question' }}
      title={t(short ? 'analyzer.confirm.shortTitle' : 'analyzer.confirm.title')}
      closeDisabled={busy}
      footerProps={{
        flexDirection: { base: 'column-reverse', md: 'row' },
        alignItems: { base: 'stretch', md: 'center' },
        gap: '2',
      }}
      footer={
        <>
          <Button ref={cancel} variant="ghost" onClick={onCancel} disabled={busy}>
            {t('analyzer.confirm.cancel')}
          </Button>
          <Button variant="outline" onClick={onSetLimit} disabled={busy}>
            {t('analyzer.confirm.setLimit')}
          </Button>
          <Button colorPalette="blue" loading={busy} onClick={onConfirm}>
            {question?.kind === 'short'
              ? t('analyzer.confirm.newest', { transfers: question.affordable })
              : t('analyzer.confirm.analyze', { credits: cost })}
          </Button>
        </>
      }
    >
      {question && estimate && (
        <Stack gap="4">
          <Text color={short ? 'orange.fg' : undefined}>{estimateText(intl, estimate)}</Text>
          {question.kind === 'short' && (
            <Text>
              {t('analyzer.confirm.pays', {
                balance: estimate.balance,
                transfers: question.affordable,
              })}
            </Text>
          )}
          <Box as="dl" borderWidth="1px" rounded="md" px="3" py="2" bg="bg.subtle">
            <HStack justify="space-between" gap="4" py="1">
              <Text as="dt" color="fg.muted">
                {t('analyzer.confirm.cost')}
              </Text>
              <Text as="dd" fontWeight="semibold" data-testid="cost-question-cost">
                {t('analyzer.confirm.upTo', { credits: cost })}
              </Text>
            </HStack>
            <HStack justify="space-between" gap="4" py="1">
              <Text as="dt" color="fg.muted">
                {t('analyzer.confirm.balanceAfter')}
              </Text>
              <Text as="dd" data-testid="cost-question-after">
                {t('analyzer.confirm.atLeast', { credits: after })}
              </Text>
            </HStack>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('analyzer.confirm.never')}
          </Text>
        </Stack>
      )}
    </DialogFrame>
  );
}
