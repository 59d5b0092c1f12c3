import { boardTimeZone, clientSettingsSchema } from '@portal/contracts';
import { platformPaths } from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { getClientSettings } from '../../platform/settings.ts';

/** GET /settings: global client settings (outside /internal-api, as both specs call it). */
export function settingsRoutes(app: AppInstance): Promise<void> {
  app.get(
    platformPaths.settings,
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: clientSettingsSchema } },
    },
    // places_autocomplete and board_time_zone come from the server's configuration, not the settings row.
    async () => ({
      ...(await getClientSettings(app.db)),
      places_autocomplete: app.places !== null,
      board_time_zone: boardTimeZone(),
    }),
  );
  return Promise.resolve();
}
