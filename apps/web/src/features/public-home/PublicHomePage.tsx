import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { portalPaths } from '../../platform/auth';
import { productName } from '../../platform/product';
import { useTerminology } from '../../platform/settings';
import { PageTitle } from '../../ui/PageTitle';
import { customerAccountPages } from '@portal/contracts';

interface Offer {
  title: string;
  text: string;
  to: string;
  action: string;
  /** Opens for guests; otherwise the link leads through sign-in (which offers Create account). */
  open: boolean;
}

/** What the board offers, most used first. The guest pages open at once; the others after signing in. */
export const publicOffers: readonly Offer[] = [
  {
    title: 'Career cluster survey',
    text: 'Answer a few questions about what you like to do and see which career fields fit your interests. No account needed.',
    to: '/career-cluster/survey',
    action: 'Take the survey',
    open: true,
  },
  {
    title: 'Job board',
    text: 'Browse open jobs from employers in the area, with pay, hours and how to apply.',
    to: '/job-board',
    action: 'Browse jobs',
    open: true,
  },
  {
    title: 'Explore careers',
    text: 'Look up occupations with their typical pay, education and outlook, and save the ones you like.',
    to: '/customer-portal/occupations',
    action: 'Explore careers',
    open: false,
  },
  {
    title: 'Education and training programs',
    text: 'Find training programs and schools near you, with their costs and length.',
    to: '/customer-portal/educational-programs',
    action: 'Find programs',
    open: false,
  },
  {
    title: '211 resource finder',
    text: 'Find help with food, housing, child care, transportation and more from community services near you.',
    to: '/customer-portal/community-catalog',
    action: 'Find resources',
    open: false,
  },
];

/** `/` for a guest: the participant portal's public home, with Sign in and Create account. */
export function PublicHomePage() {
  const { customer } = useTerminology();
  return (
    <Stack gap="xl">
      <PageTitle title="Welcome" />
      <Stack gap="sm" maw={760}>
        <Title order={1}>Plan your next step with {productName}</Title>
        <Text size="lg">
          Explore careers, find training and jobs, and get help from your local workforce board. Create a free account
          to save your results and work with a career advisor.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={customerAccountPages.register}>
            Create account
          </Button>
          <Button component={Link} to={portalPaths.customer.login} variant="outline">
            Sign in
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="public-home-offers">
        <Title order={2} id="public-home-offers">
          What you can do here
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {publicOffers.map((offer) => (
            <Card key={offer.to} withBorder radius="md" padding="lg" component="article">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {offer.title}
                </Title>
                <Text size="sm">{offer.text}</Text>
                {!offer.open && (
                  <Text size="sm" c="dark.6">
                    Free {customer.toLowerCase()} account needed.
                  </Text>
                )}
                <Anchor component={Link} to={offer.to} fw={600} mt="auto">
                  {offer.action}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Text size="sm">
        Work at the board?{' '}
        <Anchor component={Link} to={portalPaths.staff.login}>
          Staff sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
