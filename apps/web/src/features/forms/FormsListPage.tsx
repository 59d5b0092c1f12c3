import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EligibilityFormItem } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { formsListQuery } from './api';
import { FormCard } from './list/FormCard';
import { FormDialog } from './list/FormDialog';
import { LaterStaffFormCustomer } from './LaterStaffFormCustomer';
import { useFormsRoute } from './useFormTarget';

/** /customer-portal/forms and /forms/{customerId}: the eligibility forms as cards (forms spec 2). */
export function FormsListPage() {
  const { t } = useT('forms');
  const route = useFormsRoute();
  const { data, error, isFetching, refetch } = useQuery({
    ...formsListQuery(route.customerId),
    enabled: route.valid,
  });
  const [open, setOpen] = useState<EligibilityFormItem | null>(null);

  return (
    <Stack gap="lg">
      <PageTitle title={t('heading')} />
      <Title order={1}>{t('heading')}</Title>
      {route.customerId !== undefined && <LaterStaffFormCustomer customerId={route.customerId} />}
      {!route.valid && (
        <Alert color="red" role="alert">
          {t('unexpected')}
        </Alert>
      )}
      {error && <LoadError what={t('loadWhat')} onRetry={refetch} retrying={isFetching} />}
      {!data && !error && route.valid && <PageLoader />}
      {data && data.length === 0 && <Text>{t('noForms')}</Text>}
      {data && data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((item) => (
            <FormCard key={item.id} item={item} onOpen={() => setOpen(item)} />
          ))}
        </SimpleGrid>
      )}
      <FormDialog item={open} startPath={open ? route.formPath(open.id) : ''} onClose={() => setOpen(null)} />
    </Stack>
  );
}
