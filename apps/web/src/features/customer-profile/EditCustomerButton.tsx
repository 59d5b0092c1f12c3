import { Button } from '@mantine/core';
import type { CustomerRecord } from '@portal/contracts';
import { Link } from 'react-router';
import { isReadOnly } from '../customer-record/format';
import { editCustomerLink } from './links';

/** The record's "Edit customer" action; a read-only record (deleted, archived, read through a referral) offers none. */
export function EditCustomerButton({ record, customerTerm }: { record: CustomerRecord; customerTerm: string }) {
  if (isReadOnly(record)) return null;
  return (
    <Button component={Link} to={editCustomerLink(record.id)} variant="default">
      Edit {customerTerm.toLowerCase()}
    </Button>
  );
}
