import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { customerHomeTiles } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSettings } from '../../platform/settings';
import { PageTitle } from '../../ui/PageTitle';
import { ReferralsWidget } from '../dashboard/widgets/ReferralsWidget';
import { DocumentsWidget } from '../documents/DocumentsWidget';
import { OutcomesWidget } from '../outcomes/OutcomesWidget';
import { profileWidgetQuery } from './widgetQueries';
import { ProfileWidget } from './ProfileWidget';
import { ResourcesCarousel } from './ResourcesCarousel';
import { useT } from '../../platform/i18n';
import { ToolsWidget } from './ToolsWidget';

/** The header tiles: Outcomes, Catalog and My Profile, each only while its feature flag is on. */
function HeaderTiles() {
  const { t } = useT('customer-home');
  const flags = useSettings().feature_flags;
  const tiles = customerHomeTiles.filter((tile) => flags[tile.flag] === true);
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid component="nav" aria-label={t('shortcuts')} cols={{ base: 1, xs: tiles.length }} spacing="md">
      {tiles.map((tile) => (
        <UnstyledButton key={tile.key} component={Link} to={tile.to}>
          <Card withBorder padding="md" ta="center">
            <Text fw={700}>{t(`tiles.${tile.key}`)}</Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** /customer-portal: the signed-in customer's home (participant spec "Customer dashboard widgets", in its order). */
export function CustomerHomePage() {
  const { t } = useT('customer-home');
  const firstName = useQuery(profileWidgetQuery).data?.data.first_name;
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{firstName ? t('welcome', { name: firstName }) : t('title')}</Title>
      <HeaderTiles />
      <OutcomesWidget />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileWidget />
        <ReferralsWidget />
        <ToolsWidget />
        <DocumentsWidget />
      </SimpleGrid>
      <ResourcesCarousel />
    </Stack>
  );
}
