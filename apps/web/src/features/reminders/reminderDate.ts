import { boardWallTime, formatUsDate } from '@portal/contracts';

/** Spec 9: reminders show MM/dd/yyyy hh:mm a, on the board's clock (the form's time is the board's too). */
export function formatReminderDate(iso: string): string {
  const { date, hour, minute } = boardWallTime(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatUsDate(date)} ${pad(hours)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
