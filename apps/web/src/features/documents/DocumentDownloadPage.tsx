import { Anchor, Stack, Text, Title } from '@mantine/core';
import { documentPaths, downloadProblems, type DownloadProblem } from '@portal/contracts';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { portalOf, portalPaths } from '../../platform/auth';
import { useT } from '../../platform/i18n';
import { PageTitle } from '../../ui/PageTitle';

const isProblem = (value: string | null): value is DownloadProblem =>
  (downloadProblems as readonly string[]).includes(value ?? '');

/**
 * /customer-portal/documents/{id}/download (participant spec) and its staff twin /document-download/{id}: with a
 * `problem`, the server sent a followed download link here because it could not serve the file, and the page says
 * why; without one it starts the download (after a sign-in, say), which comes back here if it fails.
 */
export function DocumentDownloadPage() {
  const { t } = useT('documents');
  const id = Number(useParams().id);
  const problemParam = useSearchParams()[0].get('problem');
  const problem = isProblem(problemParam) ? problemParam : null;
  const portal = portalOf(useLocation().pathname);
  const download = documentPaths.download(id);

  useEffect(() => {
    if (!problem && Number.isSafeInteger(id)) window.location.assign(download);
  }, [problem, id, download]);

  const back =
    portal === 'customer' ? (
      <Anchor component={Link} to="/customer-portal/documents">
        {t('download.backToDocuments')}
      </Anchor>
    ) : (
      <Anchor component={Link} to={portalPaths.staff.home}>
        {t('download.home')}
      </Anchor>
    );

  if (!problem) {
    return (
      <Stack align="flex-start" py="md">
        <PageTitle title={t('download.startingTitle')} />
        <Title order={1}>{t('download.startingTitle')}</Title>
        <Text>{t('download.starting')}</Text>
        <Anchor href={download}>{t('download.retry')}</Anchor>
        {back}
      </Stack>
    );
  }
  return (
    <Stack align="flex-start" py="md">
      <PageTitle title={t('download.title')} />
      <Title order={1}>{t('download.title')}</Title>
      <Text>{t(`download.problems.${problem}`)}</Text>
      {back}
    </Stack>
  );
}
