import { Button, Group, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../platform/i18n';

interface SlidesProps<T> {
  /** Names the carousel for assistive technology. */
  label: string;
  items: readonly T[];
  perView: number;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/**
 * A carousel of `perView` items a slide, with Previous and Next (disabled at the ends) and the slide announced
 * politely. Items sit in a grid of `perView` columns, so a slide never overflows the page at 390 px.
 */
export function Slides<T>({ label, items, perView, render, itemKey }: SlidesProps<T>) {
  const { t } = useT('customer-home');
  const [requested, setRequested] = useState(0);
  const slides = Math.max(1, Math.ceil(items.length / perView));
  // A wider screen shows more a slide: stay on a slide that exists.
  const slide = Math.min(requested, slides - 1);
  const liveId = useId();
  const shown = items.slice(slide * perView, slide * perView + perView);
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <div
        role="group"
        aria-roledescription="slide"
        aria-labelledby={liveId}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))`,
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        {shown.map((item) => (
          <div key={itemKey(item)} style={{ minWidth: 0 }}>
            {render(item)}
          </div>
        ))}
      </div>
      {slides > 1 && (
        <Group justify="space-between" mt="sm">
          <Button size="xs" variant="default" disabled={slide === 0} onClick={() => setRequested(slide - 1)}>
            {t('previous')}
          </Button>
          <Text size="sm" id={liveId} aria-live="polite">
            {t('slideOf', { n: slide + 1, total: slides })}
          </Text>
          <Button size="xs" variant="default" disabled={slide >= slides - 1} onClick={() => setRequested(slide + 1)}>
            {t('next')}
          </Button>
        </Group>
      )}
      {slides === 1 && (
        <Text id={liveId} hidden>
          {t('slideOf', { n: 1, total: 1 })}
        </Text>
      )}
    </div>
  );
}
