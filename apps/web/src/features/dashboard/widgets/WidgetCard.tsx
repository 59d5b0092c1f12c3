import { Anchor, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/LoadError';

const cardStyle = { position: 'relative', display: 'flex', flexDirection: 'column', overflow: 'hidden' } as const;

interface WidgetCardProps {
  title: string;
  /** A line under the title, such as the month the figures cover. */
  subtitle?: string;
  loading?: boolean;
  /** The widget's data failed to load: shown instead of the children (never as "no data"), with this retry. */
  retryFailedLoad?: () => unknown;
  /** The widget's drill-down page (spec 2.1), linked as View All. */
  viewAll?: string;
  children?: ReactNode;
}

/** One dashboard widget: a titled region; a spinner (announced politely) while its data loads. */
export function WidgetCard({ title, subtitle, loading = false, retryFailedLoad, viewAll, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    // Mantine's Card as the widget drew it (withBorder, padding lg: a bordered column), from Paper, which the page
    // already has, without Card's code on the first paint (issue #30).
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} aria-busy={loading} style={cardStyle}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {subtitle && (
        <Text size="sm" c="dark.6">
          {subtitle}
        </Text>
      )}
      <div aria-live="polite">
        {loading ? (
          <WidgetLoader title={title} />
        ) : retryFailedLoad ? (
          <LoadError what={title} onRetry={retryFailedLoad} />
        ) : (
          children
        )}
      </div>
      {viewAll && (
        <Anchor component={Link} to={viewAll} size="sm" mt="sm" aria-label={`View All ${title}`}>
          View All
        </Anchor>
      )}
    </Paper>
  );
}

/** The spinner a widget shows while its figures (or the code that draws them) load. */
export function WidgetLoader({ title }: { title: string }) {
  return (
    <Group justify="center" py="md">
      <Loader role="progressbar" size="sm" aria-label={`Loading ${title}`} />
    </Group>
  );
}

/** Labelled counts, as a description list. */
export function Figures({ items }: { items: ReadonlyArray<readonly [string, number]> }) {
  return (
    <Group component="dl" gap="xl" mt="sm" mb={0} wrap="wrap">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dark.6">
            {label}
          </Text>
          <Text component="dd" ms={0} fw={700} fz="xl">
            {value.toLocaleString('en-US')}
          </Text>
        </div>
      ))}
    </Group>
  );
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
