import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';

/** A loader, lazy chunk or render failed: say so and offer a reload (a new deployment replaces chunk names). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title="Error" />
      <Stack align="flex-start">
        <Title order={1}>{toastCatalogue.unexpected}</Title>
        {detail && <Text>{detail}</Text>}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
