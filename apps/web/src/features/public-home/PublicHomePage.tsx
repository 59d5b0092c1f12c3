import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { customerAccountPages } from '@portal/contracts';
import { Link } from 'react-router';
import { portalPaths } from '../../platform/auth';
import { useT } from '../../platform/i18n';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

interface Offer {
  key: 'survey' | 'jobBoard' | 'careers' | 'programs' | 'resources';
  to: string;
  /** Opens for guests; otherwise the link leads through sign-in (which offers Create account). */
  open: boolean;
}

/** What the board offers, most used first. The guest pages open at once; the others after signing in. */
export const publicOffers: readonly Offer[] = [
  { key: 'survey', to: '/career-cluster/survey', open: true },
  { key: 'jobBoard', to: '/job-board', open: true },
  { key: 'careers', to: '/customer-portal/occupations', open: false },
  { key: 'programs', to: '/customer-portal/educational-programs', open: false },
  { key: 'resources', to: '/customer-portal/community-catalog', open: false },
];

/** `/` for a guest: the participant portal's public home, with Sign in and Create account. */
export function PublicHomePage() {
  const { t } = useT('public-home');
  return (
    <Stack gap="xl">
      <PageTitle title={t('pageTitle')} />
      <Stack gap="sm" maw={760}>
        <Title order={1}>{t('heading', { product: productName })}</Title>
        <Text size="lg">{t('intro')}</Text>
        <Group gap="sm">
          <Button component={Link} to={customerAccountPages.register}>
            {t('createAccount')}
          </Button>
          <Button component={Link} to={portalPaths.customer.login} variant="outline">
            {t('signIn')}
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="public-home-offers">
        <Title order={2} id="public-home-offers">
          {t('offersHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {publicOffers.map((offer) => (
            <Card key={offer.to} withBorder radius="md" padding="lg" component="article">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {t(`offers.${offer.key}.title`)}
                </Title>
                <Text size="sm">{t(`offers.${offer.key}.text`)}</Text>
                {!offer.open && (
                  <Text size="sm" c="dark.6">
                    {t('accountNeeded')}
                  </Text>
                )}
                <Anchor component={Link} to={offer.to} fw={600} mt="auto">
                  {t(`offers.${offer.key}.action`)}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Text size="sm">
        {t('staffQuestion')}{' '}
        <Anchor component={Link} to={portalPaths.staff.login}>
          {t('staffSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
