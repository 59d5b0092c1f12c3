import { Badge, Card, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { EligibilityFormItem } from '@portal/contracts';
import { useT } from '../../../platform/i18n';
import { IconCircleCheckFilled } from '../icons';
import classes from './FormCard.module.css';

/** A form's card: long name, description and the customer's status; it opens the form's dialog. */
export function FormCard({ item, onOpen }: { item: EligibilityFormItem; onOpen: () => void }) {
  const { t } = useT('forms');
  const complete = item.customer_status === 'Complete';
  // The server's statuses are the spec's English words: shown in the page's language; any other as it comes.
  const status =
    !item.customer_status || item.customer_status === 'Incomplete' ? t('incomplete') : item.customer_status;
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
            {t('complete')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {status}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
