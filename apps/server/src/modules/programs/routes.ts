import type { AppInstance } from '../../app.ts';

export async function programsRoutes(app: AppInstance) {
  void app;
}
