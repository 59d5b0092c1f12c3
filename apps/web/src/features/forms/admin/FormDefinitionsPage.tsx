import { Alert, Stack, Text, Title } from '@mantine/core';
import { errorMessages, toastCatalogue } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api';
import { PageLoader } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { definitionsQuery } from './api';
import { DefinitionsTable } from './DefinitionsTable';
import { ImportDefinition } from './ImportDefinition';
import { definitionAdminMessages as messages } from './messages';

/** /admin/forms: admins export a form definition as JSON and import one (checked here, then by the server). */
export function FormDefinitionsPage() {
  const { data, error } = useQuery(definitionsQuery);

  return (
    <Stack gap="lg">
      <PageTitle title={messages.heading} />
      <Title order={1}>{messages.heading}</Title>
      {error && isApiError(error, 403) && (
        <Alert color="red" role="alert" title={toastCatalogue.forbiddenTitle}>
          {error.body?.message || errorMessages.forbidden}
        </Alert>
      )}
      {error && !isApiError(error, 403) && (
        <Alert color="red" role="alert">
          {toastCatalogue.unexpected}
        </Alert>
      )}
      {!data && !error && <PageLoader />}
      {data && (
        <>
          <Text>{messages.intro}</Text>
          <ImportDefinition />
          <DefinitionsTable forms={data} />
        </>
      )}
    </Stack>
  );
}
