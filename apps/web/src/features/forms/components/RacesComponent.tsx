import { Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { formConstants, toggleRace } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { racesQuery } from '../api';
import type { FieldProps } from '../fieldTypes';
import { IconRefresh } from '../icons';
import { useT } from '../../../platform/i18n';

/** The races checkbox list: option 13 is exclusive; while it is chosen the others are cleared and disabled. */
export function RacesComponent({ question, value, onChange, error }: FieldProps<number[]>) {
  const { t } = useT('forms');
  const races = useQuery(racesQuery);
  const selected = value ?? [];
  const exclusiveChosen = selected.includes(formConstants.exclusiveRaceId);
  const errorId = `${question.identifier}-races-error`;

  return (
    <Fieldset legend={question.text} variant="unstyled" aria-describedby={error ? errorId : undefined}>
      {question.description && (
        <Text size="sm" c="dimmed" mb="xs">
          {question.description}
        </Text>
      )}
      {races.isPending && <Text size="sm">{t('components.loadingOptions')}</Text>}
      {races.isError && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm">{t('components.racesLoadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void races.refetch()}
          >
            {t('components.refresh')}
          </Button>
        </Stack>
      )}
      {races.data && (
        <Stack gap="xs">
          {races.data.map((race) => (
            <Checkbox
              key={race.id}
              label={race.display_name}
              description={race.description || undefined}
              checked={selected.includes(race.id)}
              disabled={question.readonly || (exclusiveChosen && race.id !== formConstants.exclusiveRaceId)}
              onChange={() => onChange(toggleRace(selected, race.id))}
            />
          ))}
        </Stack>
      )}
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
