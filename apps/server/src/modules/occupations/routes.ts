import type { AppInstance } from '../../app.ts';

export async function occupationsRoutes(app: AppInstance) {
  void app;
}
