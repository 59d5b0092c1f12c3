import { EmailControl } from '../controls/EmailControl';
import type { FieldProps } from '../fieldTypes';

/** The customer's current email: the email control, prefilled from the record (see initialAnswers). */
export function CurrentEmailComponent(props: FieldProps<string>) {
  return <EmailControl {...props} />;
}
