import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { dynamicQueryMessages, type ResourceMetadata, type SelectedField } from '@portal/contracts';
import { useState } from 'react';

interface FieldsStepProps {
  resources: readonly ResourceMetadata[];
  selected: SelectedField[];
  onBack: (fields: SelectedField[]) => void;
  onNext: (fields: SelectedField[]) => void;
}

/** Step 3: the result's columns, grouped by resource; at least one. */
export function FieldsStep({ resources, selected, onBack, onNext }: FieldsStepProps) {
  const [chosen, setChosen] = useState<SelectedField[]>(selected);
  const [error, setError] = useState<string | null>(null);
  const toggle = (field: SelectedField, on: boolean) => {
    setError(null);
    setChosen((current) => (on ? [...current, field] : current.filter((entry) => entry.id !== field.id)));
  };
  const next = () => {
    if (chosen.length === 0) setError(dynamicQueryMessages.fieldsMin);
    else onNext(chosen);
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {resources
          .filter((resource) => resource.fields.length > 0)
          .map((resource) => (
            <fieldset key={resource.resource} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} mb={4}>
                {resource.label}
              </Text>
              <Stack gap={4}>
                {resource.fields.map((field) => (
                  <Checkbox
                    key={field.field}
                    label={field.label}
                    checked={chosen.some((entry) => entry.id === field.field)}
                    onChange={(event) =>
                      toggle({ id: field.field, name: field.label, type: field.type }, event.currentTarget.checked)
                    }
                  />
                ))}
              </Stack>
            </fieldset>
          ))}
      </SimpleGrid>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={() => onBack(chosen)}>
          Back
        </Button>
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
