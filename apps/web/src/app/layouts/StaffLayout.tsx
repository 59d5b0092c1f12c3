import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery, portalPaths } from '../../platform/auth';
import { PortalShell, type NavItem } from './PortalShell';
import classes from './PortalShell.module.css';

const navItems: readonly NavItem[] = [
  { to: portalPaths.staff.home, label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/customers', label: 'Customers' },
];

/** Screens only admins may use; the server refuses everyone else anyway (403). */
const adminNavItems: readonly NavItem[] = [{ to: '/admin/forms', label: 'Form definitions' }];

export function StaffLayout() {
  const { data: user } = useQuery(currentUserQuery('staff'));
  const isAdmin = user?.role === 'admin' || user?.role === 'agency_admin';
  return (
    <PortalShell
      portal="staff"
      portalLabel="Staff Portal"
      navItems={isAdmin ? [...navItems, ...adminNavItems] : navItems}
      externalLinks={
        // Served by the API server, not a page of this app: a full page load.
        <Anchor href="/internal-api/docs" className={classes.navLink}>
          API docs
        </Anchor>
      }
    />
  );
}
