import { Anchor } from '@mantine/core';
import { portalPaths } from '../../platform/auth';
import { PortalShell, type NavItem } from './PortalShell';
import classes from './PortalShell.module.css';

const navItems: readonly NavItem[] = [
  { to: portalPaths.staff.home, label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/customers', label: 'Customers' },
];

export function StaffLayout() {
  return (
    <PortalShell
      portal="staff"
      portalLabel="Staff Portal"
      navItems={navItems}
      externalLinks={
        // Served by the API server, not a page of this app: a full page load.
        <Anchor href="/internal-api/docs" className={classes.navLink}>
          API docs
        </Anchor>
      }
    />
  );
}
