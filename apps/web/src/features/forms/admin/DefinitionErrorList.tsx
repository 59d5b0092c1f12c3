import { Alert, List, Text } from '@mantine/core';
import type { DefinitionError } from './definitionErrors';
import { definitionAdminMessages as messages } from './messages';

/** Enough to fix a file; a definition broken everywhere would otherwise push the page off screen. */
const shownErrors = 50;

export function DefinitionErrorList({ fileName, errors }: { fileName: string; errors: DefinitionError[] }) {
  const hidden = errors.length - shownErrors;
  return (
    <Alert color="red" role="alert" title={messages.notImported(fileName)}>
      <List spacing={4} size="sm">
        {errors.slice(0, shownErrors).map((error, i) => (
          <List.Item key={i}>
            {error.where && (
              <Text span fw={600} size="sm">
                {error.where}:{' '}
              </Text>
            )}
            {error.message}
          </List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="sm" mt="xs">
          {messages.moreErrors(hidden)}
        </Text>
      )}
    </Alert>
  );
}
