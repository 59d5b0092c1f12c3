import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { customerHomeSlidesPerView } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { WidgetCard } from '../dashboard/widgets/WidgetCard';
import { EmptyState } from '../../ui/EmptyState';
import { resourcesWidgetQuery } from './api';
import { Slides } from './Slides';
import { useT } from '../../platform/i18n';

/** Slides of 4 over 768 px, 2 over 576 px, else 1 (participant spec). */
function useSlidesPerView(): number {
  const over768 = useMediaQuery('(min-width: 769px)', true, { getInitialValueInEffect: false });
  const over576 = useMediaQuery('(min-width: 577px)', true, { getInitialValueInEffect: false });
  return customerHomeSlidesPerView(over768 ? 769 : over576 ? 577 : 576);
}

/** Participant spec "Resources carousel": the videos and articles an admin curates; content is sanitised server-side. */
export function ResourcesCarousel() {
  const { t } = useT('customer-home');
  const { data, isPending, isError, refetch } = useQuery(resourcesWidgetQuery);
  const perView = useSlidesPerView();
  return (
    <WidgetCard title={t('resources')} loading={isPending} retryFailedLoad={isError ? refetch : undefined}>
      {data &&
        (data.data.length === 0 ? (
          <EmptyState message={t('noResources')} />
        ) : (
          <Stack mt="sm">
            <Slides
              label={t('resources')}
              items={data.data}
              perView={perView}
              itemKey={(item) => item.id}
              render={(item) => (
                <Paper withBorder p="sm" h="100%">
                  {item.thumbnail_url && <Image src={item.thumbnail_url} alt="" h={120} fit="cover" radius="sm" />}
                  <Group gap="xs" mt="xs">
                    <Badge variant="light" color="dark">
                      {t(`types.${item.type}`)}
                    </Badge>
                    {item.duration_minutes !== null && (
                      <Text size="xs">{t('minutes', { count: item.duration_minutes })}</Text>
                    )}
                  </Group>
                  <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fw={700} mt="xs" display="block">
                    {item.title}
                  </Anchor>
                  {item.content && (
                    // Sanitised on the server (modules/customer-home, through the rich-text sanitiser).
                    <Box
                      fz="sm"
                      mt="xs"
                      style={{ overflowWrap: 'anywhere' }}
                      dangerouslySetInnerHTML={{ __html: item.content }}
                    />
                  )}
                </Paper>
              )}
            />
          </Stack>
        ))}
    </WidgetCard>
  );
}
