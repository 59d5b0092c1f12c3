import { Text } from '@mantine/core';
import { portalPaths } from '../../platform/auth';
import { productName } from '../../platform/product';
import { ShellFrame, type NavItem } from './ShellFrame';

const navItems: readonly NavItem[] = [
  { to: '/career-cluster/survey', label: 'Career Cluster Survey' },
  { to: '/about', label: 'About' },
  { to: portalPaths.customer.login, label: 'Sign in' },
];

/** Pages open to everyone (the guest career-cluster survey, About/Credits): no session needed. */
export function PublicLayout() {
  const brand = (
    <Text component="span" fw={700} size="lg" c="dark.9">
      {productName}
    </Text>
  );
  return <ShellFrame brand={brand} navItems={navItems} />;
}
