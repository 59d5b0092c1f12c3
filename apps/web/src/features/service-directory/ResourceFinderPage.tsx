import { Box, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  serviceDirectoryConstants,
  type ServiceDirectoryResource,
  type ServiceDirectorySearchResponse,
} from '@portal/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { portalOf } from '../../platform/auth';
import { i18n, useFormat, useT, type Formatters } from '../../platform/i18n';
import { laterModule } from '../../platform/laterModule';
import { toastDefaults } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import alertBox from '../../ui/LoadError.module.css';
import { PageTitle } from '../../ui/PageTitle';
import { categoriesQuery, featureQuery, searchQuery } from './api';
import {
  emptyFinderFilters,
  finderFiltersToParams,
  parseFinderFilters,
  parsePage,
  roundedPosition,
  searchRequest,
  toFinderErrors,
  validateRequest,
  type FinderFilters,
  type Position,
  type SearchSchema,
} from './filters';
import { FinderForm } from './FinderForm';
import { AskReferralDialog, ReferCustomerDialog } from './ReferralDialogs';

// The search's shared schema (Zod) comes after the first paint, not with it (issue #30): the search waits for it, so a
// request the server would refuse is still not sent. If its code cannot be fetched, the server's check (a 422) remains.
const loadSearchSchema = laterModule(() =>
  import('@portal/contracts/service-directory').then((module) => module.serviceDirectorySearchQuerySchema),
);
let searchSchema: SearchSchema | undefined;

function useSearchSchema(): { schema: SearchSchema | undefined; settled: boolean } {
  const [schema, setSchema] = useState(searchSchema);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (schema) return;
    let live = true;
    loadSearchSchema().then(
      (loaded) => {
        searchSchema = loaded;
        if (live) setSchema(loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [schema]);
  return { schema, settled: schema !== undefined || failed };
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 }),
  );
}

/**
 * /customer-portal/community-catalog (a customer asks for a referral from a result) and /community-catalog (staff
 * refer a customer). The flag call comes first; the categories and results only once it answers true.
 */
export function ResourceFinderPage() {
  const { t } = useT('service-directory');
  const portal = portalOf(useLocation().pathname);
  const alertId = useId();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const applied = useMemo(() => parseFinderFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  const page = parsePage(new URLSearchParams(paramsKey));
  const [draft, setDraft] = useState<FinderFilters>(applied);
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [chosen, setChosen] = useState<ServiceDirectoryResource | null>(null);
  useEffect(() => setDraft(parseFinderFilters(new URLSearchParams(paramsKey))), [paramsKey]);

  const feature = useQuery(featureQuery);
  const enabled = feature.data?.feature_enabled === true;
  const categories = useQuery(categoriesQuery(enabled));
  const request = searchRequest(applied, position, page);
  const { schema, settled } = useSearchSchema();
  const invalidRequest = schema ? validateRequest(request, schema) : null;
  const search = useQuery(searchQuery(request, enabled && settled && invalidRequest === null));

  // The shared schema's messages before sending; the server's 422 (participant spec 8: stored and shown) after.
  const refused = search.error && isApiError(search.error, 422) ? (search.error.body?.errors ?? {}) : null;
  const { fields: errors, other: otherErrors } = toFinderErrors(invalidRequest ?? refused ?? {});
  const hasFieldErrors = invalidRequest !== null || refused !== null;

  const go = (filters: FinderFilters, nextPage = 1) => setParams(finderFiltersToParams(filters, nextPage));

  async function locateMe() {
    if (locating) return;
    setLocating(true);
    try {
      const found = await currentPosition();
      setPosition(roundedPosition(found.coords));
      // The position stands in for the address: search from it at once.
      const next = { ...draft, address: '' };
      setDraft(next);
      go(next);
    } catch {
      notifications.show({
        color: 'yellow',
        title: i18n.t('service-directory:noAddressTitle'),
        message: i18n.t('service-directory:unknownAddress'),
        autoClose: toastDefaults.autoClose,
      });
    } finally {
      setLocating(false);
    }
  }

  let body;
  if (feature.isPending) body = <PageLoader />;
  else if (feature.isError)
    body = <LoadError what={t('loadErrorWhat')} onRetry={feature.refetch} retrying={feature.isFetching} />;
  else if (!enabled)
    body = (
      <Box role="alert" aria-describedby={alertId} className={`${alertBox.root} ${alertBox.info}`}>
        <div id={alertId} className={alertBox.message}>
          {t('unavailable')}
        </div>
      </Box>
    );
  else
    body = (
      <>
        <FinderForm
          value={draft}
          errors={errors}
          categories={categories.data?.data}
          categoriesFailed={categories.isError}
          usingPosition={position !== null && draft.address.trim() === ''}
          locating={locating}
          onChange={setDraft}
          onUseLocation={() => void locateMe()}
          onSearch={() => go(draft)}
          onClear={() => {
            setPosition(null);
            setDraft(emptyFinderFilters);
            go(emptyFinderFilters);
          }}
        />
        {otherErrors.length > 0 && (
          // An alert (announced as it appears) described by its message, as Mantine's Alert is.
          <Box role="alert" aria-describedby={alertId} className={alertBox.root}>
            <div id={alertId} className={alertBox.message}>
              {otherErrors.join(' ')}
            </div>
          </Box>
        )}
        {!hasFieldErrors && (
          <Results
            search={search}
            actionLabel={portal === 'customer' ? t('askReferral') : t('referCustomer')}
            onAction={setChosen}
            onPage={(next) => go(applied, next)}
          />
        )}
      </>
    );

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {body}
      {portal === 'customer' ? (
        <AskReferralDialog resource={chosen} onClose={() => setChosen(null)} />
      ) : (
        <ReferCustomerDialog resource={chosen} onClose={() => setChosen(null)} />
      )}
    </Stack>
  );
}

/** The results' cards and pages: the page starts fetching their code as it renders, before any search (issue #30). */
const loadResults = () => import('./ResultsList');
const ResultsList = lazy(async () => ({ default: (await loadResults()).ResultsList }));

/** The server counts up to the cap and answers one more beyond it: '1,000+'. */
const resourceCount = (total: number, format: Formatters) =>
  total > serviceDirectoryConstants.countCap
    ? `${format.number(serviceDirectoryConstants.countCap)}+`
    : format.number(total);

function Results({
  search,
  actionLabel,
  onAction,
  onPage,
}: {
  search: UseQueryResult<ServiceDirectorySearchResponse>;
  actionLabel: string;
  onAction: (resource: ServiceDirectoryResource) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useT('service-directory');
  const format = useFormat();
  void loadResults();
  if (search.isPending) return <PageLoader />;
  if (search.isError)
    return <LoadError what={t('resultsLoadErrorWhat')} onRetry={search.refetch} retrying={search.isFetching} />;
  const { data, total, currentPage, lastPage } = search.data;
  return (
    <Stack component="section" aria-labelledby="resource-results" gap="md" aria-busy={search.isFetching}>
      <Title order={2} size="h3" id="resource-results" aria-live="polite">
        {t('count', { count: total, formatted: resourceCount(total, format) })}
      </Title>
      {data.length === 0 && <EmptyState message={t('empty')} />}
      {(data.length > 0 || lastPage > 1) && (
        <Suspense fallback={<PageLoader />}>
          <ResultsList
            resources={data}
            currentPage={currentPage}
            lastPage={lastPage}
            actionLabel={actionLabel}
            onAction={onAction}
            onPage={onPage}
          />
        </Suspense>
      )}
    </Stack>
  );
}
