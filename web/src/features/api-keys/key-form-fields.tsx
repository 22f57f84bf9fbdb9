import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  API_KEY_DESCRIPTION_MAX,
  API_KEY_MAX_IPS,
  API_KEY_NAME_MAX,
  apiKeyPermissions,
  characterCount,
  expiryFromQuickOption,
  expiryQuickOptions,
  ipCounterTone,
  nameCounterTone,
} from '../../../../shared/rules/api-key-rules';
import { lazyRecipes } from '../../components/lazy-recipes';
import { useMessage } from '../../i18n/message-text';
import {
  expiryBounds,
  fromLocalInput,
  type KeyFormCheck,
  type KeyFormState,
  toLocalInput,
} from './key-form-model';

const toneColor = { normal: 'fg.muted', warning: 'orange.fg', error: 'red.fg' } as const;

function Counter({ count, max, tone }: { count: number; max: number; tone: keyof typeof toneColor }) {
  return (
    <Text as="span" fontSize="xs" color={toneColor[tone]} data-tone={tone} fontVariantNumeric="tabular-nums">
      {count}/{max}
    </Text>
  );
}

/**
 * The fields of the create and edit dialogs (spec 01 §5): name with its counter (orange above 40,
 * red above 50), description, expiry with never-expires and quick options, the IP restriction with
 * its counter (orange above 80, red above 100), permissions, and the hint naming what is missing.
 * A "required" problem is said only by that hint; other errors show under their field at once.
 */
export function KeyFormFields({
  state,
  check,
  nowMs,
  onChange,
}: {
  readonly state: KeyFormState;
  readonly check: KeyFormCheck;
  readonly nowMs: number;
  readonly onChange: (next: KeyFormState) => void;
}) {
  const t = useMessage();
  const set = (patch: Partial<KeyFormState>) => onChange({ ...state, ...patch });
  const { errors } = check;
  const shown = <T extends string>(problem: T | undefined, field: string) =>
    problem && problem !== 'required' ? t(`apiKeys.form.${field}.${problem}`) : undefined;
  const nameError = shown(errors.name, 'name');
  const expiryError = shown(errors.expiry, 'expiry');
  const ipError = shown(errors.ips, 'ips');
  const bounds = expiryBounds(nowMs);

  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(nameError)} required>
        <HStack justify="space-between" width="full">
          <Field.Label>{t('apiKeys.form.name')}</Field.Label>
          <Counter
            count={characterCount(state.name)}
            max={API_KEY_NAME_MAX}
            tone={nameCounterTone(state.name)}
          />
        </HStack>
        <Input
          value={state.name}
          placeholder={t('apiKeys.form.namePlaceholder')}
          onChange={(e) => set({ name: e.target.value })}
          autoComplete="off"
        />
        {nameError ? (
          <Field.ErrorText>{nameError}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('apiKeys.form.nameHint')}</Field.HelperText>
        )}
      </Field.Root>

      <Field.Root invalid={Boolean(errors.description)}>
        <HStack justify="space-between" width="full">
          <Field.Label>{t('apiKeys.form.description')}</Field.Label>
          <Counter
            count={characterCount(state.description)}
            max={API_KEY_DESCRIPTION_MAX}
            tone={errors.description ? 'error' : 'normal'}
          />
        </HStack>
        <Textarea
          recipe={lazyRecipes.textarea}
          value={state.description}
          rows={2}
          onChange={(e) => set({ description: e.target.value })}
        />
        <Field.ErrorText>{shown(errors.description, 'description')}</Field.ErrorText>
      </Field.Root>

      <Fieldset.Root recipe={lazyRecipes.fieldset} invalid={Boolean(expiryError)}>
        <Fieldset.Legend>{t('apiKeys.form.expiry')}</Fieldset.Legend>
        <Stack gap="3">
          <Switch.Root
            recipe={lazyRecipes.switch}
            colorPalette="blue"
            checked={state.neverExpires}
            // spec 01 §5: turning never-expires on clears the expiry.
            onCheckedChange={(e) =>
              set({ neverExpires: e.checked, ...(e.checked ? { expiresAt: null } : {}) })
            }
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('apiKeys.form.neverExpires')}</Switch.Label>
          </Switch.Root>
          {state.neverExpires ? null : (
            <>
              <Field.Root invalid={Boolean(expiryError)}>
                <Field.Label srOnly>{t('apiKeys.form.expiryInput')}</Field.Label>
                <Input
                  type="datetime-local"
                  value={state.expiresAt === null ? '' : toLocalInput(state.expiresAt)}
                  min={bounds.min}
                  max={bounds.max}
                  onChange={(e) => set({ expiresAt: fromLocalInput(e.target.value) })}
                />
                <Field.ErrorText>{expiryError}</Field.ErrorText>
              </Field.Root>
              <HStack gap="2" wrap="wrap" role="group" aria-label={t('apiKeys.form.quickLabel')}>
                {expiryQuickOptions.map((option) => (
                  <Button
                    key={option}
                    size="xs"
                    variant="outline"
                    onClick={() => set({ expiresAt: expiryFromQuickOption(option, Date.now()) })}
                  >
                    {t(`apiKeys.form.quick.${option}`)}
                  </Button>
                ))}
              </HStack>
            </>
          )}
        </Stack>
      </Fieldset.Root>

      <Stack gap="3">
        <Switch.Root
          recipe={lazyRecipes.switch}
          colorPalette="blue"
          checked={state.ipRestricted}
          // spec 01 §5: turning the restriction off clears the list.
          onCheckedChange={(e) => set({ ipRestricted: e.checked, ...(e.checked ? {} : { ipText: '' }) })}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('apiKeys.form.ipRestriction')}</Switch.Label>
        </Switch.Root>
        {state.ipRestricted ? (
          <Field.Root invalid={Boolean(ipError)}>
            <HStack justify="space-between" width="full">
              <Field.Label>{t('apiKeys.form.ips')}</Field.Label>
              <Counter
                count={check.ipEntries.length}
                max={API_KEY_MAX_IPS}
                tone={ipCounterTone(check.ipEntries.length)}
              />
            </HStack>
            <Textarea
              recipe={lazyRecipes.textarea}
              value={state.ipText}
              rows={3}
              fontFamily="mono"
              fontSize="sm"
              placeholder={t('apiKeys.form.ipsPlaceholder')}
              onChange={(e) => set({ ipText: e.target.value })}
            />
            {ipError ? (
              <Field.ErrorText>{ipError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('apiKeys.form.ipsHint')}</Field.HelperText>
            )}
          </Field.Root>
        ) : null}
      </Stack>

      <Fieldset.Root recipe={lazyRecipes.fieldset}>
        <Fieldset.Legend>{t('apiKeys.form.permissions')}</Fieldset.Legend>
        <Stack gap="2">
          {apiKeyPermissions.map((permission) => (
            <Checkbox.Root
              key={permission}
              checked={state.permissions.includes(permission)}
              onCheckedChange={(e) =>
                set({
                  permissions: e.checked
                    ? apiKeyPermissions.filter((p) => p === permission || state.permissions.includes(p))
                    : state.permissions.filter((p) => p !== permission),
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                {t(`apiKeys.form.permission.${permission}`)}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
}

/** spec 01 §5: while the submit button is off, say what is missing (or that errors remain). */
export function SubmitHint({ check }: { readonly check: KeyFormCheck }) {
  const intl = useIntl();
  if (check.canSubmit) return null;
  const text = check.blockers.includes('errors')
    ? intl.formatMessage({ id: 'apiKeys.form.fixErrors' })
    : intl.formatMessage(
        { id: 'apiKeys.form.missing' },
        {
          items: intl.formatList(
            check.blockers.map((b) => intl.formatMessage({ id: `apiKeys.form.missing.${b}` })),
          ),
        },
      );
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="submit-hint" aria-live="polite">
      {text}
    </Text>
  );
}
