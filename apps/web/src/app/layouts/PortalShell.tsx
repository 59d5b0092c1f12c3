import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { currentUserQuery, portalPaths, useLogout, type Portal } from '../../platform/auth';
import { handleApiError } from '../../platform/errors';
import { productName } from '../../platform/product';
import classes from './PortalShell.module.css';

export interface NavItem {
  to: string;
  label: string;
}

interface PortalShellProps {
  portal: Portal;
  /** Which portal this is, shown beside the product name. */
  portalLabel: string;
  navItems: readonly NavItem[];
  /** Extra header links that leave the single-page app (plain anchors). */
  externalLinks?: ReactNode;
}

/** Header (product name, navigation, user, sign out), a skip link and the <main> landmark around the page. */
export function PortalShell({ portal, portalLabel, navItems, externalLinks }: PortalShellProps) {
  const { data: user } = useQuery(currentUserQuery(portal));
  const logout = useLogout(portal);

  return (
    <ModalsProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Anchor component={NavLink} to={portalPaths[portal].home} fw={700} size="lg" c="dark.9" underline="never">
                {productName}
              </Anchor>
              <Text component="span" size="sm" c="dimmed">
                {portalLabel}
              </Text>
            </Group>
            <Group component="nav" aria-label="Main" gap="md">
              {navItems.map((item) => (
                <Anchor key={item.to} component={NavLink} to={item.to} end className={classes.navLink}>
                  {item.label}
                </Anchor>
              ))}
              {externalLinks}
            </Group>
            <Group gap="sm">
              {user && (
                <Text size="sm" c="dark.7">
                  {user.name}
                </Text>
              )}
              <Button
                variant="outline"
                size="sm"
                loading={logout.isPending}
                onClick={() => logout.mutate(undefined, { onError: (error) => handleApiError(error) })}
              >
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" tabIndex={-1} size="lg" py="lg">
        <Outlet />
      </Container>
      <Container component="footer" size="lg" py="md">
        <Anchor component={NavLink} to="/about" size="sm">
          About and data credits
        </Anchor>
      </Container>
    </ModalsProvider>
  );
}
