import { portalPaths } from '../../platform/auth';
import { useTerminology } from '../../platform/settings';
import { PortalShell, type NavItem } from './PortalShell';

/** Only pages that exist are listed. */
const navItems: readonly NavItem[] = [
  { to: '/customer-portal/occupations', label: 'Occupations' },
  { to: '/customer-portal/career-cluster/result', label: 'Career Clusters' },
  { to: '/customer-portal/educational-programs', label: 'Programs' },
  { to: '/customer-portal/forms', label: 'Forms' },
  { to: portalPaths.customer.home, label: 'My Profile' },
];

export function CustomerPortalLayout() {
  const { customer } = useTerminology();
  return <PortalShell portal="customer" portalLabel={`${customer} Portal`} navItems={navItems} />;
}
