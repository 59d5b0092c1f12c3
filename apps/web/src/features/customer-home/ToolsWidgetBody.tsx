import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { customerHomeRoutes, type CustomerHomeToolsWidget } from '@portal/contracts';
import { Link } from 'react-router';
import { Figures } from '../dashboard/widgets/WidgetCard';
import { Slides } from './Slides';
import { useT } from '../../platform/i18n';

/** The Tools widget once its data is in: the figures, then the featured tools' carousel. */
export function ToolsWidgetBody({ data }: { data: CustomerHomeToolsWidget }) {
  const { t } = useT('customer-home');
  return (
    <Stack gap="sm">
      <Figures
        items={[
          [t('toolsEngaged'), data.total_visited],
          [t('toolsUpdated'), data.total_updated_percent],
        ]}
      />
      {data.total_visited === 0 && <Text size="sm">{t('noToolUse')}</Text>}
      <Title order={3} size="h5">
        {t('featuredTool')}
      </Title>
      <Slides
        label={t('featuredTool')}
        items={data.Tools}
        perView={1}
        itemKey={(tool) => tool.id}
        render={(tool) => (
          <Paper withBorder p="sm">
            <Text fw={700}>{tool.name}</Text>
            <Text size="sm">{tool.description}</Text>
            <Anchor component={Link} to={tool.link} size="sm" aria-label={t('openToolLabel', { name: tool.name })}>
              {t('openTool')}
            </Anchor>
          </Paper>
        )}
      />
      <Anchor component={Link} to={customerHomeRoutes.tools} size="sm">
        {t('allTools')}
      </Anchor>
    </Stack>
  );
}
