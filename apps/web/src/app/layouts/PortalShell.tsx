import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { currentUserQuery, portalPaths, useLogout, type Portal } from '../../platform/auth';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { productName } from '../../platform/product';
import { ShellFrame, type NavItem } from './ShellFrame';

export type { NavItem } from './ShellFrame';

interface PortalShellProps {
  portal: Portal;
  /** Which portal this is, shown beside the product name. */
  portalLabel: string;
  navItems: readonly NavItem[];
  /** Extra header links that leave the single-page app (plain anchors). */
  externalLinks?: ReactNode;
  /** Controls beside the user's name (the staff bell). */
  headerControls?: ReactNode;
}

/** A signed-in portal: the shared frame with the portal's name, its navigation, the user and sign out. */
export function PortalShell({ portal, portalLabel, navItems, externalLinks, headerControls }: PortalShellProps) {
  const { data: user } = useQuery(currentUserQuery(portal));
  const logout = useLogout(portal);
  const { t } = useT('common');

  const brand = (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={NavLink} to={portalPaths[portal].home} fw={700} size="lg" c="dark.9" underline="never">
        {productName}
      </Anchor>
      <Text component="span" size="sm" c="dimmed">
        {portalLabel}
      </Text>
    </Group>
  );
  const actions = (
    <Group gap="sm">
      {headerControls}
      {user && (
        <Text size="sm" c="dark.7" style={{ whiteSpace: 'nowrap' }}>
          {user.name}
        </Text>
      )}
      <Button
        variant="outline"
        size="sm"
        loading={logout.isPending}
        onClick={() => logout.mutate(undefined, { onError: (error) => handleApiError(error) })}
      >
        {t('signOut')}
      </Button>
    </Group>
  );
  return <ShellFrame brand={brand} navItems={navItems} extraNav={externalLinks} actions={actions} />;
}
