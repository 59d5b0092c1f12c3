import {
  clusterPagePaths,
  customerRecordRoute,
  customerSnapshotRoute,
  dashboardRoutes,
  exploreToolsPath,
  formRoutes,
  occupationRoutes,
  occupationsForClusterPath,
  outcomeRoutes,
  performancePageRoute,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { portalPaths } from '../platform/auth';
import { resolvesToPage } from '../platform/routes';
import { aboutPath, customerNavItems, publicNavItems, staffAdminNavItems, staffNavItems } from './layouts/navigation';
import { createRoutes } from './router';

const routes = createRoutes();
const deadEnds = (targets: readonly string[]) => targets.filter((target) => !resolvesToPage(routes, target));

/**
 * Targets the spec names whose pages are not built yet. The links to them render only through useRouteExists, so
 * they stay hidden until a route exists; once one does, it leaves this list (the last test says so).
 */
const notBuiltYet: string[] = [];

describe('internal link targets', () => {
  it('every navigation item of every portal, and the footer, leads to a page', () => {
    const navTargets = [...customerNavItems, ...staffNavItems, ...staffAdminNavItems, ...publicNavItems].map(
      (item) => item.to,
    );
    expect(deadEnds([...navTargets, aboutPath])).toEqual([]);
  });

  it('every page link the features build leads to a page', () => {
    const targets = [
      ...Object.values(portalPaths).flatMap(({ login, home }) => [login, home]),
      ...Object.values(dashboardRoutes).filter((path) => !notBuiltYet.includes(path)),
      occupationRoutes.finder,
      occupationRoutes.detail(7),
      occupationRoutes.programFinder('Nurse'),
      occupationRoutes.resume(7),
      occupationsForClusterPath(4),
      exploreToolsPath,
      ...Object.values(clusterPagePaths).flatMap((paths) => Object.values(paths)),
      formRoutes.customerList,
      formRoutes.customerForm(3),
      formRoutes.staffList(5),
      formRoutes.staffForm(5, 3),
      customerRecordRoute(5),
      performancePageRoute(5),
      customerSnapshotRoute(5),
      ...[outcomeRoutes.customerList, outcomeRoutes.customerDetail(3), outcomeRoutes.available],
      ...[outcomeRoutes.staff, outcomeRoutes.library],
    ];
    expect(deadEnds(targets)).toEqual([]);
  });

  it('the pages not built yet really are missing (a new page must leave the list, so its link shows)', () => {
    expect(deadEnds(notBuiltYet)).toEqual(notBuiltYet);
  });

  it('an unknown path resolves to the not-found page of its portal, not to a page', () => {
    expect(resolvesToPage(routes, '/customer-portal/nothing-here')).toBe(false);
    expect(resolvesToPage(routes, '/nothing-here')).toBe(false);
    expect(resolvesToPage(routes, '/customer-portal/occupations?cluster=4')).toBe(true);
  });
});
