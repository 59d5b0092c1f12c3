import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { accountQuery } from './api';

/** The sections' code (forms, radios, dialog): the page starts fetching it as it starts reading the account. */
const loadSections = () => import('./AccountSections');
const AccountSections = lazy(async () => ({ default: (await loadSections()).AccountSections }));

/** /customer-portal/profile/account: change email (confirmed at the new address), change password, sign out everywhere. */
export function AccountPage() {
  const { t } = useT('customer-account');
  const account = useQuery(accountQuery());
  void loadSections();
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('account.title')} />
      <Title order={1}>{t('account.title')}</Title>
      {account.isPending ? (
        <PageLoader compact />
      ) : account.isError ? (
        <LoadError what={t('account.loadWhat')} onRetry={() => account.refetch()} retrying={account.isFetching} />
      ) : (
        <Suspense fallback={<PageLoader compact />}>
          <AccountSections account={account.data} />
        </Suspense>
      )}
    </Stack>
  );
}
