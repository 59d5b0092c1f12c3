import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { caseManagerReportsFlag, reportsRoute } from '@portal/contracts/reports-routes-constants';
import { currentUserQuery } from '../../platform/auth';
import { useSettings } from '../../platform/settings';
import { itemsForFeatures, staffAdminNavItems, staffNavItems } from './navigation';
import { NotificationBell } from '../../features/alerts/NotificationBell';
import { PortalShell } from './PortalShell';
import classes from './PortalShell.module.css';

export function StaffLayout() {
  const { data: user } = useQuery(currentUserQuery('staff'));
  const isAdmin = user?.role === 'admin' || user?.role === 'agency_admin';
  const flags = useSettings().feature_flags;
  // The client setting that grants case managers the reporting permission (issue #28) gives them the Reports link too.
  const reporterItems =
    !isAdmin && flags[caseManagerReportsFlag] === true
      ? staffAdminNavItems.filter((item) => item.to === reportsRoute)
      : [];
  return (
    <PortalShell
      portal="staff"
      portalLabel="Staff Portal"
      navItems={itemsForFeatures(
        isAdmin ? [...staffNavItems, ...staffAdminNavItems] : [...staffNavItems, ...reporterItems],
        flags,
      )}
      headerControls={<NotificationBell />}
      externalLinks={
        // Served by the API server, not a page of this app: a full page load.
        <Anchor href="/internal-api/docs" className={classes.navLink}>
          API docs
        </Anchor>
      }
    />
  );
}
