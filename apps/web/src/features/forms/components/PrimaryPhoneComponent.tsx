import { PhoneControl } from '../controls/PhoneControl';
import type { FieldProps } from '../fieldTypes';

/** The customer's primary phone: the phone control, prefilled from the record (see initialAnswers). */
export function PrimaryPhoneComponent(props: FieldProps<string>) {
  return <PhoneControl {...props} />;
}
