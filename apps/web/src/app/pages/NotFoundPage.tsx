import { Anchor, Container, Stack, Title } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { portalOf, portalPaths } from '../../platform/auth';
import { PageTitle } from '../../ui/PageTitle';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title={toastCatalogue.notFoundText} />
      <Stack align="flex-start">
        <Title order={1}>{toastCatalogue.notFoundText}</Title>
        <Anchor component={Link} to={portalPaths[portalOf(pathname)].home}>
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
