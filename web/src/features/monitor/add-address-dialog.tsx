import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCoins } from 'react-icons/lu';
import {
  type AddressProblem,
  addressProblem,
  type ChainToken,
  chainTokens,
  DEFAULT_MONITOR_CHAIN_TOKEN,
  parseChainToken,
} from '../../../../shared/rules/chain-rules';
import { CheckField } from '../../components/check-field';
import { OptionSelect } from '../../components/option-select';
import { notify } from '../../components/toaster';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { AddressLabelFields, hasLabelProblem, labelsBody, labelsOf } from './address-label-fields';
import { estimateInputOf } from './detection-limits';
import { useRefreshMonitor } from './monitor-api';
import { TransactionEstimate } from './transaction-estimate';

/** spec 02 §3: the monitoring form remembers its last network, ethereum-usdt at first. */
const storedChainToken = (): ChainToken => {
  const pair = parseChainToken(readStored(storageKeys.monitorChainToken) ?? '');
  return pair ? `${pair.chain}-${pair.token}` : DEFAULT_MONITOR_CHAIN_TOKEN;
};

/**
 * Adding a monitored address (spec 02 §2, §5, §9): network and address, checked as the server
 * checks them; `query_once` also runs one analysis. Beyond the plan's free allowance the dialog
 * first says what the address costs (`cost` credits) and adds it only once confirmed. A refusal
 * (already monitored, not enough credits) is shown in the dialog. The address takes the global
 * configuration: when that has Transaction detection on, what it would cost on this address is
 * estimated as soon as the address is valid.
 */
export function AddAddressDialog({
  open,
  cost,
  creditsLeft,
  onClose,
}: {
  readonly open: boolean;
  /** Credits this address costs: 0 within the allowance. */
  readonly cost: number;
  readonly creditsLeft: number | undefined;
  readonly onClose: () => void;
}) {
  const t = useMessage();
  const refresh = useRefreshMonitor();
  const [chainToken, setChainToken] = useState(storedChainToken);
  const [address, setAddress] = useState('');
  const [queryOnce, setQueryOnce] = useState(false);
  const [labels, setLabels] = useState(labelsOf);
  const [problem, setProblem] = useState<AddressProblem>();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pair = parseChainToken(chainToken) ?? { chain: 'ethereum' as const, token: 'usdt' as const };
  // Read once the dialog opens: it says what the address would cost under the global config.
  const global = useApi('getDefaultMonitorConfig', open ? {} : null, cacheLifetimes.list);
  const estimate =
    global.data && addressProblem(pair.chain, address) === undefined
      ? estimateInputOf(global.data.config, { ...pair, address: address.trim() })
      : null;

  const close = () => {
    setAddress('');
    setLabels(labelsOf());
    setQueryOnce(false);
    setProblem(undefined);
    setConfirming(false);
    setRefusal(undefined);
    onClose();
  };

  const add = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await api('addMonitorAddress', {
        body: {
          address: address.trim(),
          chain: pair.chain,
          token: pair.token,
          config: null,
          query_once: queryOnce,
          ...labelsBody(labels, true),
        },
      });
      notify(
        'success',
        t('monitor.add.done'),
        answer.credits_charged > 0
          ? t('monitor.add.charged', { credits: answer.credits_charged })
          : undefined,
      );
      void refresh();
      close();
    } catch (error) {
      setConfirming(false);
      setRefusal(error instanceof ApiError && error.message ? error.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const found = addressProblem(pair.chain, address);
    setProblem(found);
    if (found || hasLabelProblem(labels)) return;
    if (cost > 0 && !confirming) setConfirming(true);
    else void add();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  {t(confirming ? 'monitor.add.confirmTitle' : 'monitor.add.title')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {confirming ? (
                  <Stack gap="3">
                    <Alert.Root status="warning">
                      <Alert.Indicator>
                        <LuCoins />
                      </Alert.Indicator>
                      <Alert.Content>
                        <Alert.Title>{t('monitor.add.cost', { cost })}</Alert.Title>
                        <Alert.Description>
                          {t('monitor.add.costDescription', { credits: creditsLeft ?? 0 })}
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
                      {address.trim()}
                    </Text>
                  </Stack>
                ) : (
                  <Stack gap="4">
                    <Field.Root disabled={busy}>
                      <Field.Label>{t('monitor.add.network')}</Field.Label>
                      <OptionSelect
                        options={chainTokens}
                        value={chainToken}
                        onChange={(next) => {
                          setChainToken(next);
                          writeStored(storageKeys.monitorChainToken, next);
                          setProblem(undefined);
                        }}
                        optionLabel={(value) => t(`monitor.chainToken.${value}`)}
                      />
                    </Field.Root>
                    <Field.Root invalid={problem !== undefined} disabled={busy} required>
                      <Field.Label>{t('monitor.add.address')}</Field.Label>
                      <Input
                        fontFamily="mono"
                        fontSize="sm"
                        autoComplete="off"
                        autoCapitalize="off"
                        spellCheck={false}
                        placeholder={t(
                          pair.chain === 'tron'
                            ? 'monitor.add.placeholderTron'
                            : 'monitor.add.placeholderEvm',
                        )}
                        value={address}
                        onChange={(event) => {
                          setAddress(event.target.value);
                          setProblem(undefined);
                          setRefusal(undefined);
                        }}
                      />
                      {problem ? <Field.ErrorText>{t(`monitor.add.${problem}`)}</Field.ErrorText> : null}
                    </Field.Root>
                    <AddressLabelFields value={labels} onChange={setLabels} disabled={busy} />
                    <CheckField checked={queryOnce} onChange={setQueryOnce} disabled={busy}>
                      {t('monitor.add.queryOnce')}
                    </CheckField>
                    {estimate ? (
                      <Stack gap="2">
                        <Text fontSize="sm" color="fg.muted">
                          {t('monitor.estimate.globalOn')}
                        </Text>
                        <TransactionEstimate input={estimate} />
                      </Stack>
                    ) : null}
                    {cost > 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('monitor.add.beyondAllowance', { cost })}
                      </Text>
                    ) : null}
                    {refusal ? (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Title>{refusal}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => (confirming ? setConfirming(false) : close())}
                >
                  {t(confirming ? 'monitor.back' : 'monitor.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy}>
                  {t(confirming ? 'monitor.add.confirm' : 'monitor.add.submit', { cost })}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
