import { Anchor, Box, Burger, Container, Divider, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useT } from '../../platform/i18n';
import { aboutPath, type NavItem } from './navigation';
import classes from './PortalShell.module.css';
import frame from './ShellFrame.module.css';

export type { NavItem } from './navigation';

interface ShellFrameProps {
  /** The product name (and which portal this is), left in the header. */
  brand: ReactNode;
  navItems: readonly NavItem[];
  /** Extra header links that leave the single-page app (plain anchors). */
  extraNav?: ReactNode;
  /** Right of the navigation: who is signed in, sign out. */
  actions?: ReactNode;
}

/** Below Mantine's lg breakpoint (75em) the navigation folds away behind a menu button. */
const compactQuery = '(max-width: 74.99em)';
/**
 * A wide screen's header has two rows: the brand and the user's actions, then the navigation. One row cannot hold them:
 * the admin's and the participant's links alone take about 1000 px of the 1108 px a large container leaves.
 * app.css keeps scrolled-to elements clear of both heights.
 */
const rowHeight = 60;
const navRowHeight = 44;
/**
 * A guest page's first paint is rendered at build time and drawn before any script runs (ADR 0054), so no media
 * query can be read: it carries both headers, and the screen's width picks one by CSS (ShellFrame.module.css holds the
 * same heights). The app's own render reads the query, as before.
 */
const drawnBeforeScripts = typeof window === 'undefined';

/**
 * What every layout shares: a skip link, the header with the main navigation, the <main> landmark and the footer.
 * On narrow screens the navigation (and the user's actions) sit behind a menu button and open as a panel under the
 * header; the panel closes on navigation and on Escape. Only one navigation landmark is ever rendered.
 */
export function ShellFrame({ brand, navItems, extraNav, actions }: ShellFrameProps) {
  // The participant's language on their pages; the staff's pages are always English.
  const { t } = useT('common');
  // A client-only app: read the media query on the first render, so a phone never paints the wide header first.
  const compact = useMediaQuery(compactQuery, false, { getInitialValueInEffect: false });
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuOpen = compact && opened;
  const panelId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Every navigation has a new key, even to the page already shown: the panel closes on each.
  const { key: locationKey } = useLocation();

  useEffect(close, [locationKey, compact, close]);

  const link = (item: NavItem) => (
    <Anchor key={item.to} component={NavLink} to={item.to} end className={classes.navLink}>
      {item.labelKey ? t(item.labelKey) : item.label}
    </Anchor>
  );
  const foldedLinks = navItems.map(link);
  const wideLinks = [...new Set(navItems.map((item) => item.group))].flatMap((group) =>
    group === undefined
      ? navItems.filter((item) => item.group === undefined).map(link)
      : [<NavMenu key={group} label={group} items={navItems.filter((item) => item.group === group)} />],
  );

  const headerHeight = compact ? rowHeight : rowHeight + navRowHeight;
  const burger = (
    <Burger
      ref={burgerRef}
      opened={menuOpen}
      onClick={toggle}
      aria-label={t('menu')}
      aria-expanded={menuOpen}
      aria-controls={menuOpen ? panelId : undefined}
    />
  );

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToMain')}
      </a>
      <div>
        {/* right-scroll-bar-position: a dialog that locks the page's scroll pads the fixed header too, so it does not
            shift (react-remove-scroll's class, as Mantine's AppShell sets it). */}
        <header
          className={`${frame.header} right-scroll-bar-position ${drawnBeforeScripts ? frame.heightByWidth : ''}`}
          style={drawnBeforeScripts ? undefined : { height: headerHeight }}
        >
          <Container size="lg" h="100%">
            <Group h={rowHeight} justify="space-between" wrap="nowrap" gap="sm">
              {brand}
              {drawnBeforeScripts ? (
                <>
                  <Box hiddenFrom="lg">{burger}</Box>
                  <Box visibleFrom="lg">{actions}</Box>
                </>
              ) : compact ? (
                burger
              ) : (
                actions
              )}
            </Group>
            {(drawnBeforeScripts || !compact) && (
              <Group
                component="nav"
                aria-label={t('mainNavigation')}
                h={navRowHeight}
                gap="md"
                wrap="nowrap"
                align="flex-start"
                visibleFrom={drawnBeforeScripts ? 'lg' : undefined}
              >
                {wideLinks}
                {extraNav}
              </Group>
            )}
          </Container>
        </header>
        {menuOpen && (
          <nav
            id={panelId}
            aria-label={t('mainNavigation')}
            className={frame.menuPanel}
            style={{ top: headerHeight, height: `calc(100dvh - ${headerHeight}px)` }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              close();
              burgerRef.current?.focus();
            }}
          >
            <Stack gap="sm" align="flex-start">
              {foldedLinks}
              {extraNav}
            </Stack>
            {actions && (
              <>
                <Divider my="md" />
                <Box>{actions}</Box>
              </>
            )}
          </nav>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={drawnBeforeScripts ? frame.belowHeaderByWidth : undefined}
          style={drawnBeforeScripts ? undefined : { paddingTop: headerHeight }}
        >
          <Container size="lg" py="lg">
            <Outlet />
          </Container>
        </main>
        <Container component="footer" size="lg" py="md">
          <Anchor component={NavLink} to={aboutPath} size="sm">
            {t('aboutAndCredits')}
          </Anchor>
        </Container>
      </div>
    </>
  );
}

// Mantine's Menu brings Popover and floating-ui (about 20 KiB gzip): loaded only by a header that has a group (the
// staff admin's), so the public and participant pages do not carry it (issue #30).
const NavGroupMenu = lazy(async () => ({ default: (await import('./NavGroupMenu')).NavGroupMenu }));

/** A group of the wide header's navigation: a button that opens a menu of its pages. */
function NavMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const current = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  // A click before the menu's code arrives is kept: the menu then opens as it mounts.
  const [openRequested, setOpenRequested] = useState(false);
  const button = (onClick?: () => void) => (
    <UnstyledButton className={classes.navLink} data-current={current || undefined} onClick={onClick}>
      {label} <span aria-hidden="true">▾</span>
    </UnstyledButton>
  );
  return (
    <Suspense fallback={button(() => setOpenRequested(true))}>
      <NavGroupMenu target={button()} items={items} defaultOpened={openRequested} />
    </Suspense>
  );
}
