import { Anchor, Box, Container, Group } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import classes from './PortalShell.module.css';

export interface NavItem {
  to: string;
  label: string;
}

interface ShellFrameProps {
  /** The product name (and which portal this is), left in the header. */
  brand: ReactNode;
  navItems: readonly NavItem[];
  /** Extra header links that leave the single-page app (plain anchors). */
  extraNav?: ReactNode;
  /** Right of the navigation: who is signed in, sign out. */
  actions?: ReactNode;
}

/** What every layout shares: a skip link, the header with the main navigation, the <main> landmark and the footer. */
export function ShellFrame({ brand, navItems, extraNav, actions }: ShellFrameProps) {
  return (
    <ModalsProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            {brand}
            <Group component="nav" aria-label="Main" gap="md">
              {navItems.map((item) => (
                <Anchor key={item.to} component={NavLink} to={item.to} end className={classes.navLink}>
                  {item.label}
                </Anchor>
              ))}
              {extraNav}
            </Group>
            {actions}
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
