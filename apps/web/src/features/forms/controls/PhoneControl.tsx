import { TextInput } from '@mantine/core';
import { applyInputMask, digitsOnly, formatPhone, formConstants, formMessages } from '@portal/contracts';
import { useState } from 'react';
import { inputProps, type FieldProps } from '../fieldTypes';
import { LimitAlert } from './LimitAlert';

/** Ten digits shown as (999) 999-9999; the answer holds the digits only. Typing past ten shows the limit alert. */
export function PhoneControl({ question, value, onChange, error }: FieldProps<string>) {
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
      <LimitAlert message={limitReached ? formMessages.phoneLimit : null} />
    </div>
  );
}
