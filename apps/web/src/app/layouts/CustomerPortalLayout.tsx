import { useSaveLanguage } from '../../features/customer-account/language';
import { LanguageSwitch, useT } from '../../platform/i18n';
import { useSettings, useTerminology } from '../../platform/settings';
import { customerNavItems, itemsForFeatures } from './navigation';
import { PortalShell } from './PortalShell';

export function CustomerPortalLayout() {
  const { customer } = useTerminology();
  const { t } = useT('common');
  const flags = useSettings().feature_flags;
  const saveLanguage = useSaveLanguage();
  return (
    <PortalShell
      portal="customer"
      portalLabel={t('portalLabel', { customer })}
      navItems={itemsForFeatures(customerNavItems, flags)}
      // Signed in, the switch also stores the choice on the account (guests keep it in the browser only).
      headerControls={
        <LanguageSwitch onChoose={(language) => saveLanguage.mutateAsync({ preferred_language: language })} />
      }
    />
  );
}
