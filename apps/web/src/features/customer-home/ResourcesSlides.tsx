import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CustomerHomeResource } from '@portal/contracts';
import { useT } from '../../platform/i18n';
import { Slides } from './Slides';

/** The resources carousel's slides, once there are resources to show. */
export function ResourcesSlides({ items, perView }: { items: CustomerHomeResource[]; perView: number }) {
  const { t } = useT('customer-home');
  return (
    <Stack mt="sm">
      <Slides
        label={t('resources')}
        items={items}
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
  );
}
