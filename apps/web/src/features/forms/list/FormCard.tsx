import { Badge, Card, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { formMessages, type EligibilityFormItem } from '@portal/contracts';
import { IconCircleCheckFilled } from '../icons';
import classes from './FormCard.module.css';

/** A form's card: long name, description and the customer's status; it opens the form's dialog. */
export function FormCard({ item, onOpen }: { item: EligibilityFormItem; onOpen: () => void }) {
  const complete = item.customer_status === 'Complete';
  return (
    <Card withBorder padding="lg" radius="md" component="article" className={classes.card}>
      <Title order={2} size="h4">
        <UnstyledButton onClick={onOpen} className={classes.button} aria-haspopup="dialog" fw={600} fz="inherit">
          {item.name_long}
        </UnstyledButton>
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        {item.description}
      </Text>
      <Group mt="md" gap="xs">
        {complete ? (
          <Badge
            color="green"
            variant="light"
            leftSection={<IconCircleCheckFilled size={14} aria-hidden data-testid="complete-check" />}
          >
            {formMessages.complete}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {item.customer_status || formMessages.incomplete}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
