import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { toastCatalogue } from '@portal/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

/**
 * A loader, lazy chunk or render failed: say so and offer a reload (a new deployment replaces chunk names). A 404 is
 * an address that is no page, asked for without a session: 'Page not found!' with a way to the public home.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <GuestNotFoundPage />;
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

/** Outside any portal's layout (no session): the product's name, the message and the way home. */
function GuestNotFoundPage() {
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title={toastCatalogue.notFoundText} />
      <Stack align="flex-start">
        <Text fw={700} c="dark.9">
          {productName}
        </Text>
        <Title order={1}>{toastCatalogue.notFoundText}</Title>
        <Text>The address may be mistyped, or the page may have moved.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
