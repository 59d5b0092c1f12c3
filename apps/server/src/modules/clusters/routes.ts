import type { AppInstance } from '../../app.ts';

export async function clustersRoutes(app: AppInstance) {
  void app;
}
