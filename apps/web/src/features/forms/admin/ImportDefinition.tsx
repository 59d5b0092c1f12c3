import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../platform/api';
import { handleApiError } from '../../../platform/errors';
import { showSuccessToast } from '../../../platform/toasts';
import { definitionKeys, importDefinition } from './api';
import { checkDefinitionText, serverDefinitionErrors, type DefinitionError } from './definitionErrors';
import { DefinitionErrorList } from './DefinitionErrorList';
import { definitionAdminMessages as messages } from './messages';

interface Failure {
  fileName: string;
  errors: DefinitionError[];
}

/** Choose a .json file: it is parsed and checked here first, then sent; every problem is listed with its path. */
export function ImportDefinition() {
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fileName, setFileName] = useState('');

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const checked = await checkDefinitionText(await file.text());
      if (!checked.ok) return { errors: checked.errors };
      return { saved: await importDefinition(checked.definition) };
    },
    onSuccess: async (outcome, file) => {
      if (outcome.errors) {
        setFailure({ fileName: file.name, errors: outcome.errors });
        return;
      }
      showSuccessToast(outcome.saved.created ? messages.created : messages.updated);
      await queryClient.invalidateQueries({ queryKey: definitionKeys.list });
    },
    onError: (error, file) => {
      if (error instanceof ApiError && error.status === 422 && error.body?.errors) {
        setFailure({ fileName: file.name, errors: serverDefinitionErrors(error.body.errors) });
      } else {
        handleApiError(error);
      }
    },
  });

  const choose = (file: File | null) => {
    // Cleared so that choosing the same file again (after fixing it) is a new change.
    resetRef.current?.();
    if (!file) return;
    setFailure(null);
    setFileName(file.name);
    upload.mutate(file);
  };

  return (
    <Stack gap="sm" aria-live="polite">
      <div>
        <FileButton
          onChange={choose}
          accept="application/json,.json"
          resetRef={resetRef}
          inputProps={{ 'aria-label': messages.fileLabel }}
        >
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              {messages.importButton}
            </Button>
          )}
        </FileButton>
      </div>
      {upload.isPending && <Text size="sm">{messages.importing(fileName)}</Text>}
      {failure && <DefinitionErrorList fileName={failure.fileName} errors={failure.errors} />}
    </Stack>
  );
}
