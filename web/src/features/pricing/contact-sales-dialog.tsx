import { Alert, Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SalesInquiryRequest } from '../../../../shared/contract/sales-inquiry.schema';
import { normalizeEmail } from '../../../../shared/rules/account-rules';
import { isRecipientEmail } from '../../../../shared/rules/monitor-rules';
import { inquiryPlanKeys, SALES_INQUIRY_LIMITS } from '../../../../shared/rules/sales-inquiry-rules';
import { DialogFrame } from '../../components/dialog-frame';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { ChatButton, EmailButton } from './contact-buttons';

interface Props {
  /** The plan key the user asked for; null closes the dialog. */
  readonly plan: string | null;
  readonly onClose: () => void;
}

type Plan = SalesInquiryRequest['plan'];
type Problem = 'name' | 'email' | 'message';

const planOf = (key: string | null): Plan =>
  (inquiryPlanKeys as readonly string[]).includes(key ?? '') ? (key as Plan) : 'enterprise';

/**
 * There is no payment flow: upgrades and downgrades are arranged with sales. The form reaches the
 * sales team (stored, then mailed to their inbox); a signed-in user's e-mail is filled in. The
 * chat and the sales address are offered beside it when this deployment configured them.
 */
export function ContactSalesDialog({ plan, onClose }: Props) {
  const t = useMessage();
  // The account's e-mail, read once the dialog opens (the same request as the header's user menu).
  const { data: user } = useApi('getUser', plan !== null ? {} : null, cacheLifetimes.user);
  const [form, setForm] = useState({ name: '', email: '', company: '', message: '' });
  const [chosen, setChosen] = useState<Plan>(planOf(plan));
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => setChosen(planOf(plan)), [plan]);
  // The account's e-mail, once known, unless the user already typed one.
  useEffect(() => {
    if (user?.email) setForm((f) => (f.email ? f : { ...f, email: user.email }));
  }, [user?.email]);

  const close = () => {
    setForm({ name: '', email: user?.email ?? '', company: '', message: '' });
    setProblems([]);
    setRefusal(undefined);
    setSent(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A plain shape check, not the contract's zod schema: zod stays out of the pages (under their
    // Content-Security-Policy its compiled parsers report eval), and the server has the last word.
    const emailOk = isRecipientEmail(normalizeEmail(form.email));
    const found: Problem[] = [
      ...(form.name.trim() ? [] : (['name'] as const)),
      ...(emailOk ? [] : (['email'] as const)),
      ...(form.message.trim() ? [] : (['message'] as const)),
    ];
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await api('submitSalesInquiry', {
        body: { ...form, email: normalizeEmail(form.email), plan: chosen },
      });
      setSent(answer.reference);
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'email' | 'company', max: number, required: boolean, type = 'text') => (
    <Field.Root required={required} invalid={(problems as readonly string[]).includes(key)}>
      <Field.Label>
        {t(`pricing.form.${key}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        maxLength={max}
        autoComplete={key === 'company' ? 'organization' : key}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
      <Field.ErrorText>{t(`pricing.form.${key}.invalid`)}</Field.ErrorText>
    </Field.Root>
  );

  const name = plan ? t(`pricing.plan.${plan}`) : '';
  return (
    <DialogFrame
      open={plan !== null}
      onClose={close}
      title={<FormattedMessage id="pricing.dialog.title" values={{ plan: name }} />}
      contentProps={{ 'data-testid': 'contact-sales' }}
    >
      {sent ? (
        <Stack gap="4" role="status">
          <Text fontWeight="semibold">{t('pricing.form.sent')}</Text>
          <Text color="fg.muted">{t('pricing.form.sentBody', { reference: sent })}</Text>
          <Button alignSelf="flex-end" onClick={close}>
            {t('pricing.dialog.close')}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <Text color="fg.muted">
              <FormattedMessage id="pricing.dialog.body" values={{ plan: name }} />
            </Text>
            {field('name', SALES_INQUIRY_LIMITS.name, true)}
            {field('email', 254, true, 'email')}
            {field('company', SALES_INQUIRY_LIMITS.company, false)}
            <Field.Root>
              <Field.Label>{t('pricing.form.plan')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value as Plan)}>
                  {inquiryPlanKeys.map((key) => (
                    <option key={key} value={key}>
                      {t(`pricing.plan.${key}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={problems.includes('message')}>
              <Field.Label>
                {t('pricing.form.message')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                rows={4}
                maxLength={SALES_INQUIRY_LIMITS.message}
                value={form.message}
                onChange={(e) => setForm({ ...form, message: e.target.value })}
              />
              <Field.ErrorText>{t('pricing.form.message.invalid')}</Field.ErrorText>
            </Field.Root>
            {refusal && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{refusal}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="blue" loading={busy}>
              {t('pricing.form.submit')}
            </Button>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <ChatButton variant="outline" />
              <EmailButton variant="outline" />
            </Stack>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
