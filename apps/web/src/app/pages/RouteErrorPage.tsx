import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../platform/i18n';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

/** A page's code or a render failed: say so and offer a reload (a new deployment replaces chunk names). */
export function RouteErrorPage() {
  // `common` is in before the first paint, so this page never waits on a catalogue (which may be what failed).
  const { t } = useT('common');
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title={t('errorTitle')} />
      <Stack align="flex-start">
        <Title order={1}>{t('unexpectedError')}</Title>
        <Button onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
      </Stack>
    </Container>
  );
}

/**
 * An address that is no page, asked for without a session, outside any portal's layout: the product's name, the
 * message and the way to the public home.
 */
export function GuestNotFoundPage() {
  const { t } = useT('common');
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle title={t('notFound')} />
      <Stack align="flex-start">
        <Text fw={700} c="dark.9">
          {productName}
        </Text>
        <Title order={1}>{t('notFound')}</Title>
        <Text>{t('addressMayBeWrong')}</Text>
        <Anchor component={Link} to="/">
          {t('goHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}

interface BoundaryState {
  failed: boolean;
  locationKey: string;
}

class ErrorBoundaryAt extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromProps(props: { locationKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    // Another address: its page is tried afresh.
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** The app's error page for whatever fails below it, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundaryAt locationKey={key}>{children}</ErrorBoundaryAt>;
}
