import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

/** `aside`: controls above the page's heading, right-aligned (the participant's language switch). */
export function LoginPageLayout({
  heading,
  children,
  aside,
}: {
  heading: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Container component="main" size={420} py={64}>
      <PageTitle title={heading} />
      <Stack gap="lg">
        {aside && <Group justify="flex-end">{aside}</Group>}
        <Stack gap={4}>
          <Text fw={700} c="dark.9">
            {productName}
          </Text>
          <Title order={1} size="h2">
            {heading}
          </Title>
        </Stack>
        <Paper withBorder p="lg" radius="md">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
