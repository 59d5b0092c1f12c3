import { Anchor, Stack } from '@mantine/core';
import { customerAccountPages } from '@portal/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { portalOf } from '../../../platform/auth';
import { EmailControl } from '../controls/EmailControl';
import type { FieldProps } from '../fieldTypes';
import { useT } from '../../../platform/i18n';

/**
 * The customer's current email: the email control, prefilled from the record (see initialAnswers). The sign-in email
 * is changed elsewhere (forms spec 6): a customer on their account page, staff on the portal edit-email page.
 */
export function CurrentEmailComponent(props: FieldProps<string>) {
  const { t } = useT('forms');
  const { pathname } = useLocation();
  const { customerId } = useParams();
  const editPath =
    portalOf(pathname) === 'customer'
      ? customerAccountPages.account
      : customerId
        ? customerAccountPages.staffEditEmail(customerId)
        : null;
  return (
    <Stack gap={4}>
      <EmailControl {...props} />
      {editPath && (
        <Anchor component={Link} to={editPath} size="sm">
          {t('components.changeEmail')}
        </Anchor>
      )}
    </Stack>
  );
}
