import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { portalOf, portalPaths } from '../../platform/auth';
import { useT } from '../../platform/i18n';
import { PageTitle } from '../../ui/PageTitle';

/** Rendered inside the portal's layout (router.tsx), so the navigation stays: no dead end. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // The participant's language on their pages and the guest's; English on the staff's.
  const { t } = useT('common');
  return (
    <Stack align="flex-start" py="md">
      <PageTitle title={t('notFound')} />
      <Title order={1}>{t('notFound')}</Title>
      <Anchor component={Link} to={portalPaths[portalOf(pathname)].home}>
        {t('goHome')}
      </Anchor>
    </Stack>
  );
}
