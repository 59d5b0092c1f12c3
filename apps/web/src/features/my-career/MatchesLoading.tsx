import { Center, Group, Loader, Text } from '@mantine/core';
import { useT } from '../../platform/i18n';

/** The list's loading line: the customer's own scores, or example ones while they have given no data. */
export function MatchesLoading({ personal }: { personal: boolean }) {
  const { t } = useT('my-career');
  return (
    <Center mih={120}>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{personal ? t('loadingScore') : t('loadingExample')}</Text>
      </Group>
    </Center>
  );
}
