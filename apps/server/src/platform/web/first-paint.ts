import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * First-paint shells (issue #30): the web build renders the guest pages to static HTML, one fragment per page and
 * language, under `<webDist>/first-paint/` (`index.json` names them). The server writes the fragment into index.html
 * so a phone paints the page before the app's JavaScript arrives; the app replaces it once its own page is ready.
 * This file reads the build's files and picks the language; web-app.ts writes and sends the page.
 */

export const firstPaintDir = 'first-paint';

/** The web app's remembered language (apps/web/src/platform/i18n). */
export const languageCookie = 'portal.language';
const defaultLanguage = 'en';

// Only names the build could have written are read from disk (no path from index.json escapes the folder).
const pagePath = z.string().regex(/^\/[\w\-/]*$/);
const firstPaintIndexSchema = z.object({
  pages: z.record(pagePath, z.string().regex(/^[a-z0-9][a-z0-9-]*$/)),
  // The signed-in pages rendered for each visit (ADR 0055), with the portal whose sign-in they need.
  signedInPages: z.record(pagePath, z.enum(['customer', 'staff'])).default({}),
  languages: z.array(z.string().regex(/^[a-z]{2,3}$/)),
});

export interface FirstPaintIndex {
  /** Page path (exact, as the browser asks for it) to the fragment's name. */
  pages: ReadonlyMap<string, string>;
  /** Signed-in page path (exact) to the portal whose sign-in it needs (signed-in-first-paint.ts). */
  signedInPages: ReadonlyMap<string, 'customer' | 'staff'>;
  languages: readonly string[];
}

/** The build's list of shells; undefined when there is none (an older build) or it cannot be read. */
export async function readFirstPaintIndex(webDist: string): Promise<FirstPaintIndex | undefined> {
  try {
    const raw: unknown = JSON.parse(await readFile(path.join(webDist, firstPaintDir, 'index.json'), 'utf8'));
    const index = firstPaintIndexSchema.parse(raw);
    return {
      pages: new Map(Object.entries(index.pages)),
      signedInPages: new Map(Object.entries(index.signedInPages)),
      languages: index.languages,
    };
  } catch {
    return undefined;
  }
}

/** One page's markup in one language; undefined when the file is missing or unreadable. */
export async function readFirstPaintFragment(
  webDist: string,
  language: string,
  name: string,
): Promise<string | undefined> {
  try {
    return await readFile(path.join(webDist, firstPaintDir, language, `${name}.html`), 'utf8');
  } catch {
    return undefined;
  }
}

// Mirrors apps/web/src/platform/i18n/i18n.ts (isStaffPath): the staff portal is English only.
const guestPaths = ['/job-board', '/career-cluster', '/about'];
function isStaffPath(pathname: string): boolean {
  if (pathname === '/' || pathname.startsWith('/customer-portal')) return false;
  return !guestPaths.some((guestPath) => pathname === guestPath || pathname.startsWith(`${guestPath}/`));
}

/** Accept-Language's base languages (`es-MX` -> `es`), highest q first, header order among equals, q=0 left out. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  const entries: Array<{ base: string; q: number }> = [];
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const base = tag?.trim().split('-')[0];
    if (!base) continue;
    const qValue = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const q = qValue === undefined ? 1 : Number(qValue);
    if (q > 0) entries.push({ base, q });
  }
  return entries.sort((a, b) => b.q - a.q).map((entry) => entry.base);
}

/**
 * The shell's language, as the app will pick it: English on staff pages; else the remembered choice (cookie) when
 * the build has it; else the browser's first language the build has; else English.
 */
export function firstPaintLanguage(
  pathname: string,
  cookieLanguage: string | undefined,
  acceptLanguage: string | undefined,
  languages: readonly string[],
): string {
  if (isStaffPath(pathname)) return defaultLanguage;
  if (cookieLanguage !== undefined && languages.includes(cookieLanguage)) return cookieLanguage;
  return acceptedLanguages(acceptLanguage).find((language) => languages.includes(language)) ?? defaultLanguage;
}
