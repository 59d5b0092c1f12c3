import { Anchor, Stack, Title } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { portalOf, portalPaths } from '../../platform/auth';
import { PageTitle } from '../../ui/PageTitle';

/** Rendered inside the portal's layout (router.tsx), so the navigation stays: no dead end. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack align="flex-start" py="md">
      <PageTitle title={toastCatalogue.notFoundText} />
      <Title order={1}>{toastCatalogue.notFoundText}</Title>
      <Anchor component={Link} to={portalPaths[portalOf(pathname)].home}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}
