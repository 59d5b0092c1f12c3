import { TextInput } from '@mantine/core';
import { applyInputMask, digitsOnly, formatSsn, formConstants, isMaskedSsn } from '@portal/contracts';
import { useState } from 'react';
import { LimitAlert } from '../controls/LimitAlert';
import { inputProps, type FieldProps } from '../fieldTypes';
import { useT } from '../../../platform/i18n';

const lastFourMask = '9999';

/**
 * The social security number: nine digits shown as ###-##-####, or only the last four when the form asks for those
 * (useLastFourSsn). A saved number comes back masked (***-**-1234) and shows so until a new one is typed; typing past
 * the limit shows the limit alert.
 */
export function SsnComponent({ question, value, onChange, error, ctx }: FieldProps<string>) {
  const { t } = useT('forms');
  const lastFour = ctx.form.settings.useLastFourSsn;
  const mask = lastFour ? lastFourMask : formConstants.ssnMask;
  const fieldLength = lastFour ? formConstants.ssnLastFourDigits : formConstants.ssnMaskedLength;
  const [limitReached, setLimitReached] = useState(false);
  const current = value ?? '';
  const saved = isMaskedSsn(current);

  return (
    <div>
      <TextInput
        {...inputProps(question, error)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={lastFour ? '####' : '###-##-####'}
        value={saved || !lastFour ? formatSsn(current) : current}
        onFocus={(event) => {
          // Typing then replaces the masked saved number instead of appending to it.
          if (saved) event.currentTarget.select();
        }}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          const fresh = saved && typed.startsWith(current) ? typed.slice(current.length) : typed;
          const masked = applyInputMask(mask, digitsOnly(fresh));
          setLimitReached(masked.limitReached);
          onChange(digitsOnly(masked.value) || null);
        }}
      />
      <LimitAlert message={limitReached ? t('components.ssnLimit', { max: fieldLength }) : null} />
    </div>
  );
}
