import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { toolsPageQuery } from './api';
import { shortMonthYear } from './dates';
import { useFormat, useT } from '../../platform/i18n';

/** /customer-portal/tools ('Explore Tools' on the career-cluster results): every tool, with when it was last used. */
export function ToolsPage() {
  const { t } = useT('customer-home');
  const { locale } = useFormat();
  const tools = useQuery(toolsPageQuery);
  return (
    <Stack gap="lg">
      <PageTitle title={t('toolsTitle')} />
      <Title order={1}>{t('toolsTitle')}</Title>
      <Text>{t('toolsIntro')}</Text>
      {tools.isError ? (
        <LoadError what={t('loadTools')} onRetry={tools.refetch} retrying={tools.isFetching} />
      ) : !tools.data ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {tools.data.data.map((tool) => (
            <Paper key={tool.id} withBorder p="md" component="article" aria-labelledby={`tool-${tool.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h4" id={`tool-${tool.id}`}>
                  <Anchor component={Link} to={tool.link} inherit>
                    {tool.name}
                  </Anchor>
                </Title>
                {tool.featured && (
                  <Badge variant="light" color="dark">
                    {t('featured')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" mt="xs">
                {tool.description}
              </Text>
              <Text size="xs" c="dark.6" mt="xs">
                {tool.last_used_at
                  ? t('lastUsed', { date: shortMonthYear(tool.last_used_at, locale) })
                  : t('neverUsed')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
