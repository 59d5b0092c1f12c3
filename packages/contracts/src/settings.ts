import { z } from 'zod';
import { defaultBoardTimeZone } from './board-time.ts';

export const featureFlagNames = [
  'reminders',
  'outcomes',
  'catalog',
  'about_me',
  'service_directory',
  'funding',
  'customer_login_info',
  'portal_usage_statistics',
] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];

export const clientSettingsSchema = z.object({
  terminology_customer: z.string(),
  terminology_customers: z.string(),
  /** Megabytes. */
  allowed_maximum_upload_size: z.number().int().positive(),
  allowed_minimum_age: z.number().int().nonnegative(),
  feature_flags: z.record(z.string(), z.boolean()),
  allowed_back_days: z.number().int().nonnegative(),
  minimum_funding_threshold: z.number().nonnegative(),
  /** Service log windows (staff spec 6): its creator edits it for this many days, deletes it for this many minutes. */
  service_log_edit_window_days: z.number().int().nonnegative().optional(),
  service_log_delete_window_minutes: z.number().int().nonnegative().optional(),
  /** Address autocomplete through a places provider; set by the server from its configuration, absent = off. */
  places_autocomplete: z.boolean().optional(),
  /** The board's IANA time zone (BOARD_TIME_ZONE): the browser's "today" and printed dates read it. */
  board_time_zone: z.string().optional(),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const defaultClientSettings: ClientSettings = {
  terminology_customer: 'Customer',
  terminology_customers: 'Customers',
  allowed_maximum_upload_size: 2,
  allowed_minimum_age: 18,
  feature_flags: {},
  allowed_back_days: 30,
  minimum_funding_threshold: 0,
  service_log_edit_window_days: 7,
  service_log_delete_window_minutes: 60,
  places_autocomplete: false,
  board_time_zone: defaultBoardTimeZone,
};
