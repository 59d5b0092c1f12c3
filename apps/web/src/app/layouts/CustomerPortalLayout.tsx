import { useTerminology } from '../../platform/settings';
import { customerNavItems } from './navigation';
import { PortalShell } from './PortalShell';

export function CustomerPortalLayout() {
  const { customer } = useTerminology();
  return <PortalShell portal="customer" portalLabel={`${customer} Portal`} navItems={customerNavItems} />;
}
