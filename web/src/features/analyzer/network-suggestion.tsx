import { Alert, Button, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  type Chain,
  type ChainToken,
  chainsOfAddress,
  chainTokenOf,
  DEFAULT_TOKEN,
  isValidAddress,
  parseChainToken,
} from '../../../../shared/rules/chain-rules';

/**
 * The networks to offer when the address fits another network than the selected one (a 0x
 * address pasted with TRON selected): none when it fits the selection or no network at all.
 */
export function suggestedChains(chainToken: string, address: string): Chain[] {
  const selected = parseChainToken(chainToken)?.chain;
  if (!selected || address.trim() === '' || isValidAddress(selected, address)) return [];
  return chainsOfAddress(address);
}

/** "This is an Ethereum or BSC address": one button per fitting network, which switches to it. */
export function NetworkSuggestion({
  chainToken,
  address,
  onPick,
}: {
  readonly chainToken: string;
  readonly address: string;
  readonly onPick: (chainToken: ChainToken) => void;
}) {
  const intl = useIntl();
  const chains = suggestedChains(chainToken, address);
  if (chains.length === 0) return null;
  const token = parseChainToken(chainToken)?.token ?? DEFAULT_TOKEN;
  return (
    <Alert.Root status="info" variant="subtle" data-testid="network-suggestion">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {intl.formatMessage(
            { id: chains.length > 1 ? 'analyzer.network.fitsEvm' : 'analyzer.network.fitsTron' },
            { count: chains.length },
          )}
        </Alert.Title>
        <Wrap gap="2">
          {chains.map((chain) => {
            const pair = chainTokenOf(chain, token);
            return (
              <Button key={chain} size="xs" colorPalette="blue" variant="solid" onClick={() => onPick(pair)}>
                {intl.formatMessage(
                  { id: 'analyzer.network.switch' },
                  { network: intl.formatMessage({ id: `analyzer.chainToken.${pair}` }) },
                )}
              </Button>
            );
          })}
        </Wrap>
      </Alert.Content>
    </Alert.Root>
  );
}
