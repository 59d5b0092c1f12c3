import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './navigation';

/** The menu of a header group's pages, opened by `target` (ShellFrame loads this file when a header has a group). */
export function NavGroupMenu({
  target,
  items,
  defaultOpened = false,
}: {
  target: ReactElement;
  items: readonly NavItem[];
  /** The button was clicked before this file arrived. */
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-start" withinPortal={false} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={NavLink} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
