/**
 * The guest pages whose first paint is written at build time (ADR 0054): the pages a visitor meets first. Each is
 * rendered once per language to `first-paint/<language>/<name>.html` in the build, and `first-paint/index.json` lists
 * them for the server.
 */
export const firstPaintPages = {
  '/': 'home',
  '/about': 'about',
  '/customer-portal/login': 'customer-login',
  '/login': 'staff-login',
  '/career-cluster/survey': 'survey',
  '/job-board': 'job-board',
} as const satisfies Record<string, string>;

/**
 * The signed-in pages the server renders for each visit, with the visitor's data (ADR 0055), and the portal whose
 * sign-in they need. Listed in `first-paint/index.json`; the renderer is `first-paint/server/signed-in.mjs`.
 */
export const signedInFirstPaintPages = {
  '/customer-portal/occupations': 'customer',
} as const satisfies Record<string, 'customer' | 'staff'>;

/** The folder under the build's root. */
export const firstPaintFolder = 'first-paint';
