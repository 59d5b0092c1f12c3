import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { customerHomeRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Figures, WidgetCard } from '../dashboard/widgets/WidgetCard';
import { toolsWidgetQuery } from './api';
import { Slides } from './Slides';
import { useT } from '../../platform/i18n';

/** Participant spec "Tools": tools engaged with (last month), tools updated percent, a carousel of featured tools. */
export function ToolsWidget() {
  const { t } = useT('customer-home');
  const { data, isPending, isError, refetch } = useQuery(toolsWidgetQuery);
  return (
    <WidgetCard title={t('tools')} loading={isPending} retryFailedLoad={isError ? refetch : undefined}>
      {data && (
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
      )}
    </WidgetCard>
  );
}
