import type { ReminderBodyInput } from '@portal/contracts';
import { reminderPaths } from '@portal/contracts';
import type { TestClient } from '../../testing/test-client.ts';

/** Tomorrow (UTC), so the body stays valid whatever time the test runs. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A valid save body: a call tomorrow at 09:30 AM UTC, in support of nobody. */
export function reminderBody(overrides: Partial<ReminderBodyInput> = {}): ReminderBodyInput {
  return {
    title: 'Call about the training plan',
    description: 'Ask whether the enrolment papers arrived.',
    action: 'call',
    date: tomorrow(),
    hour: '09',
    minute: '30',
    period: 'AM',
    in_support_of_type: 'none',
    in_support_of_id: null,
    timezone_offset: 0,
    ...overrides,
  };
}

/** Creates a reminder through the API and returns its id. */
export async function createReminderAs(client: TestClient, overrides: Partial<ReminderBodyInput> = {}) {
  const response = await client.post(reminderPaths.list, reminderBody(overrides));
  if (response.statusCode !== 201) throw new Error(`reminder not created: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}
