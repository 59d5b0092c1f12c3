import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../ui/PageTitle';
import { employerLinks, employerQuery } from './api';

/** The numeric route parameters of the employer screens. */
export function useEmployerParams() {
  const params = useParams();
  const number = (value: string | undefined) => (value === undefined ? NaN : Number(value));
  return {
    id: number(params.id),
    locationId: number(params.locationId),
    userId: number(params.userId),
    postId: number(params.postId),
  };
}

/** The company name for breadcrumbs (spec 2.11: fallback 'Employer'). */
export function useCompanyName(id: number) {
  const { data } = useQuery({ ...employerQuery(id), enabled: Number.isFinite(id) });
  return data?.company_name ?? 'Employer';
}

interface Crumb {
  label: string;
  to?: string;
}

/** Employer Records > company > ...; the page heading is the last crumb. */
export function EmployerPageHeader({ trail, actions }: { trail: Crumb[]; actions?: ReactNode }) {
  const crumbs: Crumb[] = [{ label: 'Employer Records', to: employerLinks.list }, ...trail];
  const heading = crumbs[crumbs.length - 1]!.label;
  return (
    <Stack gap="xs" mb="md">
      <PageTitle title={heading} />
      <Breadcrumbs separator=">">
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={crumb.label + index} component={Link} to={crumb.to}>
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label + index} span>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}

/** The sub-screens of one employer record. */
export function EmployerTabs({ id }: { id: number }) {
  const links = [
    { to: employerLinks.edit(id), label: 'Company' },
    { to: employerLinks.locations(id), label: 'Locations' },
    { to: employerLinks.jobPosts(id), label: 'Job Posts' },
    { to: employerLinks.services(id), label: 'Service Provided' },
    { to: employerLinks.documents(id), label: 'Documents' },
  ];
  return (
    <Group component="nav" aria-label="Employer record" gap="xs" mb="md">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="default" size="xs">
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

/** A sub-screen of one employer record: Employer Records > company > title, its actions, then the record's tabs. */
export function EmployerRecordHeader({ id, title, actions }: { id: number; title: string; actions: ReactNode }) {
  const company = useCompanyName(id);
  return (
    <>
      <EmployerPageHeader
        trail={[{ label: company, to: employerLinks.edit(id) }, { label: title }]}
        actions={actions}
      />
      <EmployerTabs id={id} />
    </>
  );
}
