import { defaultClientSettings } from '@portal/contracts';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { AppTree } from '../app/AppTree';
import { createQueryClient } from '../app/queryClient';
import { createRoutes } from '../app/router';
import { authKeys } from '../platform/auth';
import { activateLanguage, type Language } from '../platform/i18n';
import { createMemoryNavigation } from '../platform/navigation';
import { settingsQuery } from '../platform/settings';

/** Long enough for every lazy page and text namespace of a page to load from the build's own files. */
const renderTimeoutMs = 30_000;

/**
 * A guest page as a signed-out visitor first sees it, as HTML: the app's own tree at `pathname` in `language`, with
 * no one signed in, the default settings and every data call still on its way (the process that renders never
 * answers them: see write.tsx). What the page fetches shows its loader, as it does in the browser until the answer.
 */
export async function renderFirstPaint(pathname: string, language: Language): Promise<string> {
  await activateLanguage(language);
  const queryClient = createQueryClient();
  for (const portal of ['customer', 'staff'] as const) queryClient.setQueryData(authKeys.currentUser(portal), null);
  queryClient.setQueryData(settingsQuery.queryKey, defaultClientSettings);
  const { prelude } = await prerenderToNodeStream(
    <AppTree queryClient={queryClient} navigation={createMemoryNavigation(pathname)} routes={createRoutes()} />,
    { signal: AbortSignal.timeout(renderTimeoutMs) },
  );
  const html = await text(prelude);
  queryClient.clear();
  return inert(html);
}

/**
 * Markup nothing can act on before the app replaces it: a form would submit itself to the page's own address (a
 * password in the URL), so forms become plain blocks; links stay, since following one is a normal page load.
 */
export function inert(html: string): string {
  return html.replace(/<form(?=[\s>])/g, '<div').replace(/<\/form>/g, '</div>');
}
