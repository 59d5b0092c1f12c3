import {
  outcomePath,
  outcomePaths,
  type CustomerOutcomesResponse,
  type OutcomeAssignBody,
  type OutcomeAvailable,
  type OutcomeDetail,
  type OutcomeLibrary,
  type OutcomeListItem,
  type OutcomeStaffPage,
  type OutcomeTemplate,
  type OutcomeTemplateBody,
  type OutcomeWidgetResponse,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const outcomeKeys = {
  all: ['outcomes'] as const,
  widget: ['outcomes', 'widget'] as const,
  list: ['outcomes', 'list'] as const,
  available: ['outcomes', 'available'] as const,
  detail: (id: number) => ['outcomes', 'detail', id] as const,
  library: ['outcomes', 'library'] as const,
  staff: (page: number) => ['outcomes', 'staff', page] as const,
};

export const outcomesWidgetQuery = queryOptions({
  queryKey: outcomeKeys.widget,
  queryFn: ({ signal }) => api.get<OutcomeWidgetResponse>(outcomePaths.widget, { signal }),
  // The widget shows its own failure with a retry; no toast as well.
  meta: { silent: true },
});

export const customerOutcomesQuery = queryOptions({
  queryKey: outcomeKeys.list,
  queryFn: ({ signal }) => api.get<CustomerOutcomesResponse>(outcomePaths.customerList, { signal }),
  meta: { silent: true },
});

export const availableOutcomesQuery = queryOptions({
  queryKey: outcomeKeys.available,
  queryFn: ({ signal }) => api.get<OutcomeAvailable>(outcomePaths.customerAvailable, { signal }),
  meta: { silent: true },
});

export const outcomeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: outcomeKeys.detail(id),
    queryFn: ({ signal }) => api.get<OutcomeDetail>(outcomePath(outcomePaths.customerDetail, { id }), { signal }),
    meta: { silent: true },
  });

export const outcomeLibraryQuery = queryOptions({
  queryKey: outcomeKeys.library,
  queryFn: ({ signal }) => api.get<OutcomeLibrary>(outcomePaths.library, { signal }),
});

export const staffOutcomesPageQuery = (page: number) =>
  queryOptions({
    queryKey: outcomeKeys.staff(page),
    queryFn: ({ signal }) => api.get<OutcomeStaffPage>(`${outcomePaths.staffList}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Every outcome query (and the staff dashboard's outcomes widget) is stale after a change. */
function useOutcomeMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outcomeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

export const useSetStep = (outcomeId: number) =>
  useOutcomeMutation(({ stepId, completed }: { stepId: number; completed: boolean }) =>
    api.put<OutcomeDetail>(outcomePath(outcomePaths.customerStep, { id: outcomeId, stepId }), { completed }),
  );

export const useSetGoal = (outcomeId: number) =>
  useOutcomeMutation(({ goalId, completed }: { goalId: number; completed: boolean }) =>
    api.put<OutcomeDetail>(outcomePath(outcomePaths.customerGoal, { id: outcomeId, goalId }), { completed }),
  );

export const useStartOutcome = () =>
  useOutcomeMutation((id: number) => api.post<OutcomeDetail>(outcomePath(outcomePaths.customerStart, { id })));

export const useAddOutcome = () =>
  useOutcomeMutation((templateId: number) =>
    api.post<OutcomeDetail>(outcomePaths.customerList, { template_id: templateId }),
  );

export const useAssignOutcome = () =>
  useOutcomeMutation(({ customerId, body }: { customerId: number; body: OutcomeAssignBody }) =>
    api.post<OutcomeListItem>(outcomePath(outcomePaths.staffCustomer, { id: customerId }), body),
  );

export const useSaveTemplate = () =>
  useOutcomeMutation(({ id, body }: { id: number | null; body: OutcomeTemplateBody }) =>
    id === null
      ? api.post<OutcomeTemplate>(outcomePaths.library, body)
      : api.put<OutcomeTemplate>(outcomePath(outcomePaths.libraryItem, { id }), body),
  );

export const useRetireTemplate = () =>
  useOutcomeMutation((id: number) => api.delete<{ message: string }>(outcomePath(outcomePaths.libraryItem, { id })));
