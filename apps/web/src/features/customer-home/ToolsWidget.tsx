import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { customerHomeRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Figures, WidgetCard } from '../dashboard/widgets/WidgetCard';
import { toolsWidgetQuery } from './api';
import { Slides } from './Slides';
import { homeTexts } from './texts';

/** Participant spec "Tools": tools engaged with (last month), tools updated percent, a carousel of featured tools. */
export function ToolsWidget() {
  const { data, isPending, isError, refetch } = useQuery(toolsWidgetQuery);
  return (
    <WidgetCard title={homeTexts.tools} loading={isPending} retryFailedLoad={isError ? refetch : undefined}>
      {data && (
        <Stack gap="sm">
          <Figures
            items={[
              [`${homeTexts.toolsEngaged} (${homeTexts.lastMonth})`, data.total_visited],
              [`${homeTexts.toolsUpdated} %`, data.total_updated_percent],
            ]}
          />
          {data.total_visited === 0 && <Text size="sm">{homeTexts.noToolUse}</Text>}
          <Title order={3} size="h5">
            {homeTexts.featuredTool}
          </Title>
          <Slides
            label={homeTexts.featuredTool}
            items={data.Tools}
            perView={1}
            itemKey={(tool) => tool.id}
            render={(tool) => (
              <Paper withBorder p="sm">
                <Text fw={700}>{tool.name}</Text>
                <Text size="sm">{tool.description}</Text>
                <Anchor component={Link} to={tool.link} size="sm" aria-label={`${homeTexts.openTool}: ${tool.name}`}>
                  {homeTexts.openTool}
                </Anchor>
              </Paper>
            )}
          />
          <Anchor component={Link} to={customerHomeRoutes.tools} size="sm">
            {homeTexts.allTools}
          </Anchor>
        </Stack>
      )}
    </WidgetCard>
  );
}
