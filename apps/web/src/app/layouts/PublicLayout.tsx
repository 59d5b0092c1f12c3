import { Text } from '@mantine/core';
import { LanguageSwitch } from '../../platform/i18n';
import { productName } from '../../platform/product';
import { publicNavItems } from './navigation';
import { ShellFrame } from './ShellFrame';

/** Pages open to everyone (the guest career-cluster survey, About/Credits): no session needed. */
export function PublicLayout() {
  const brand = (
    <Text component="span" fw={700} size="lg" c="dark.9">
      {productName}
    </Text>
  );
  return <ShellFrame brand={brand} navItems={publicNavItems} actions={<LanguageSwitch />} />;
}
