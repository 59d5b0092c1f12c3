import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoutesOf, notFoundHandle, resolvesToPage } from './routes';

const table = (): RouteObject[] => [
  {
    path: '/customer-portal',
    children: [{ index: true }, { path: 'job-board/:id' }, { path: '*', handle: notFoundHandle }],
  },
  { path: '/login' },
];

describe('matchRoutesOf', () => {
  it("answers what React Router's matchRoutes answers", () => {
    const routes = table();
    for (const path of ['/customer-portal', '/customer-portal/job-board/12?page=2', '/customer-portal/nope', '/x']) {
      const ours = matchRoutesOf(routes, path);
      const theirs = matchRoutes(routes, path);
      expect(ours?.map((m) => [m.route, m.params, m.pathname])).toEqual(
        theirs?.map((m) => [m.route, m.params, m.pathname]),
      );
    }
  });

  it('matches a path of a table once, and each table on its own', () => {
    const routes = table();
    const first = matchRoutesOf(routes, '/customer-portal/job-board/7');
    expect(matchRoutesOf(routes, '/customer-portal/job-board/7')).toBe(first);
    expect(matchRoutesOf(routes, '/customer-portal/job-board/8')).not.toBe(first);
    const other = table();
    expect(matchRoutesOf(other, '/customer-portal/job-board/7')).not.toBe(first);
    expect(matchRoutesOf(other, '/customer-portal/job-board/7')?.at(-1)?.route).toBe(other[0]?.children?.[1]);
  });

  it('remembers a bounded number of paths, and matches a forgotten one again', () => {
    const routes = table();
    const first = matchRoutesOf(routes, '/customer-portal/job-board/0');
    for (let id = 1; id <= 250; id += 1) matchRoutesOf(routes, `/customer-portal/job-board/${id}`);
    const again = matchRoutesOf(routes, '/customer-portal/job-board/0');
    expect(again).not.toBe(first);
    expect(again?.at(-1)?.params).toEqual({ id: '0' });
  });
});

describe('resolvesToPage', () => {
  it('tells a page from the catch-all', () => {
    const routes = table();
    expect(resolvesToPage(routes, '/customer-portal/job-board/3')).toBe(true);
    expect(resolvesToPage(routes, '/customer-portal/tools')).toBe(false);
    expect(resolvesToPage(routes, '/nowhere')).toBe(false);
  });
});
