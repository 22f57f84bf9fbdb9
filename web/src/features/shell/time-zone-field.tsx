import { Field } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatZoneLabel } from '../../../../shared/format/date-format';
import { timeZoneChoices } from '../../../../shared/rules/time-zone';
import { OptionSelect } from '../../components/option-select';
import { browserTimeZone, useDisplayTimeZone } from '../../lib/display-time-zone';
import { storeTimeZone } from '../../lib/time-zone-setting';

/**
 * The display zone setting (spec 01 §9): every IANA zone the browser knows, each with its offset
 * today; the browser's own marked. A choice applies at once and is kept across reloads.
 */
export function TimeZoneField() {
  const intl = useIntl();
  const zone = useDisplayTimeZone();
  // The browser's zone does not change while the page is open; reading it builds a formatter.
  const browser = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZoneChoices([zone, ...(browser ? [browser] : [])]), [zone, browser]);
  // Building ~400 labels costs one formatter each: once per opening and per choice, not per render.
  const labels = useMemo(() => {
    const now = Date.now();
    return new Map(zones.map((z) => [z, formatZoneLabel(z, now)]));
  }, [zones]);
  return (
    <Field.Root>
      <Field.Label>{intl.formatMessage({ id: 'shell.timeZone.label' })}</Field.Label>
      <OptionSelect
        size="sm"
        name="time-zone"
        options={zones}
        value={zone}
        onChange={storeTimeZone}
        optionLabel={(z) => {
          const label = labels.get(z) ?? z;
          return z === browser
            ? intl.formatMessage({ id: 'shell.timeZone.browser' }, { zone: label })
            : label;
        }}
      />
      <Field.HelperText>{intl.formatMessage({ id: 'shell.timeZone.hint' })}</Field.HelperText>
    </Field.Root>
  );
}
