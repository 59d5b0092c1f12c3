import { TextInput } from '@mantine/core';
import { applyInputMask, digitsOnly, formatPhone, formConstants } from '@portal/contracts';
import { useState } from 'react';
import { inputProps, type FieldProps } from '../fieldTypes';
import { LimitAlert } from './LimitAlert';
import { useT } from '../../../platform/i18n';

/** Ten digits shown as (999) 999-9999; the answer holds the digits only. Typing past ten shows the limit alert. */
export function PhoneControl({ question, value, onChange, error }: FieldProps<string>) {
  const { t } = useT('forms');
  const [limitReached, setLimitReached] = useState(false);
  return (
    <div>
      <TextInput
        {...inputProps(question, error)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={formConstants.phoneMask}
        value={formatPhone(value ?? '')}
        onChange={(event) => {
          const masked = applyInputMask(formConstants.phoneMask, digitsOnly(event.currentTarget.value));
          setLimitReached(masked.limitReached);
          onChange(digitsOnly(masked.value) || null);
        }}
      />
      <LimitAlert message={limitReached ? t('components.phoneLimit') : null} />
    </div>
  );
}
