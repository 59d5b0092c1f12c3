import { LanguageSwitch, useT } from '../../platform/i18n';
import { useTerminology } from '../../platform/settings';
import { customerNavItems } from './navigation';
import { PortalShell } from './PortalShell';

export function CustomerPortalLayout() {
  const { customer } = useTerminology();
  const { t } = useT('common');
  return (
    <PortalShell
      portal="customer"
      portalLabel={t('portalLabel', { customer })}
      navItems={customerNavItems}
      headerControls={<LanguageSwitch />}
    />
  );
}
