import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { NavLink, Outlet } from 'react-router';
import { portalPaths } from '../../platform/auth';
import { productName } from '../../platform/product';
import classes from './PortalShell.module.css';

/** Pages open to everyone (the guest career-cluster survey, About/Credits): no session needed. */
export function PublicLayout() {
  return (
    <ModalsProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text component="span" fw={700} size="lg" c="dark.9">
              {productName}
            </Text>
            <Group component="nav" aria-label="Main" gap="md">
              <Anchor component={NavLink} to="/career-cluster/survey" className={classes.navLink}>
                Career Cluster Survey
              </Anchor>
              <Anchor component={NavLink} to="/about" className={classes.navLink}>
                About
              </Anchor>
              <Anchor component={NavLink} to={portalPaths.customer.login} className={classes.navLink}>
                Sign in
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" tabIndex={-1} size="lg" py="lg">
        <Outlet />
      </Container>
    </ModalsProvider>
  );
}
