import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ServiceDirectoryResource } from '@portal/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../platform/i18n';

/** A website as a link target: http(s) only (a directory row could hold anything), a bare host gets https. */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** tel: keeps the digits and a leading +; an extension ('x12', 'ext. 12') is left out of the dialled number. */
export function telHref(phone: string): string | null {
  const number = phone.split(/\s*(?:x|ext\.?)\s*\d+\s*$/i)[0] ?? phone;
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : null;
}

/** '1 mile away', '2.5 miles away' in the language shown. */
function useDistanceLabel() {
  const { t } = useT('service-directory');
  const format = useFormat();
  return (miles: number) =>
    miles === 1
      ? t('card.oneMile')
      : t('card.milesAway', { miles: format.number(miles, { maximumFractionDigits: 1 }) });
}

interface ResourceCardProps {
  resource: ServiceDirectoryResource;
  /** The action under the card: 'Ask for a referral' (customer) or 'Refer a customer' (staff). */
  actionLabel?: string;
  onAction?: () => void;
}

/** One 211 result (participant spec: name, description, address, website, phone_number, email; plus ours). */
export function ResourceCard({ resource, actionLabel, onAction }: ResourceCardProps) {
  const { t } = useT('service-directory');
  const distanceLabel = useDistanceLabel();
  const headingId = useId();
  const website = resource.website ? websiteHref(resource.website) : null;
  const tel = resource.phone_number ? telHref(resource.phone_number) : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {resource.name}
          </Title>
          {resource.open_now !== null && (
            <Badge color={resource.open_now ? 'green' : 'gray'} variant="light" c="dark.9" radius="sm" tt="none">
              {resource.open_now ? t('card.openNow') : t('card.closed')}
            </Badge>
          )}
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {resource.organization_name}
        </Text>
        {resource.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {resource.description}
          </Text>
        )}
        {(resource.address || resource.distance_miles !== null) && (
          <Text size="sm">
            {resource.location_name && resource.location_name !== resource.organization_name && (
              <>
                {resource.location_name}
                {resource.address ? ', ' : ''}
              </>
            )}
            {resource.address}
            {resource.distance_miles !== null && (
              <Text component="span" size="sm" fw={600}>
                {resource.address ? ' · ' : ''}
                {distanceLabel(resource.distance_miles)}
              </Text>
            )}
          </Text>
        )}
        {resource.schedule && (
          <Text size="sm">
            <Text component="span" size="sm" fw={600}>
              {t('card.hours')}
            </Text>
            {resource.schedule}
          </Text>
        )}
        {resource.categories.length > 0 && (
          <Group gap={6} wrap="wrap">
            {resource.categories.map((category) => (
              <Badge key={category.id} variant="light" color="blue" c="dark.9" radius="sm" tt="none">
                {category.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="md" wrap="wrap">
          {website && (
            <Anchor
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('card.website')}
              <VisuallyHidden>{t('card.websiteOf', { name: resource.name })}</VisuallyHidden>
            </Anchor>
          )}
          {resource.phone_number &&
            (tel ? (
              <Anchor href={tel} size="sm">
                {resource.phone_number}
              </Anchor>
            ) : (
              <Text size="sm">{resource.phone_number}</Text>
            ))}
          {resource.email && (
            <Anchor href={`mailto:${resource.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {resource.email}
            </Anchor>
          )}
        </Group>
        {actionLabel && onAction && (
          <Group>
            <Button size="sm" variant="light" onClick={onAction} aria-describedby={headingId}>
              {actionLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
