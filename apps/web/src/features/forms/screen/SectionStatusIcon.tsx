import { IconAlertCircle, IconCircleCheckFilled, IconCircleDashed } from '../icons';
import type { SectionStatus } from './initialAnswers';

export function SectionStatusIcon({ status }: { status: SectionStatus }) {
  const Icon =
    status === 'complete' ? IconCircleCheckFilled : status === 'invalid' ? IconAlertCircle : IconCircleDashed;
  const color =
    status === 'complete'
      ? 'var(--mantine-color-green-8)'
      : status === 'invalid'
        ? 'var(--mantine-color-red-8)'
        : 'var(--mantine-color-gray-6)';
  return <Icon size={18} color={color} aria-hidden data-status={status} style={{ flexShrink: 0 }} />;
}
