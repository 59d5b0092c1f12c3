import { outcomePaths, type OutcomeAssignBody, type OutcomeOwnBody, type OutcomeTemplateBody } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { outcomeKeys } from './widgetQuery';

// The widget's query lives in widgetQuery.ts, which the customer home loads without the rest of this module.
export { outcomeKeys, outcomesWidgetQuery } from './widgetQuery';

export const customerOutcomesQuery = queryOptions({
  queryKey: outcomeKeys.list,
  queryFn: ({ signal }) => client.get(outcomePaths.customerList, { signal }),
  meta: { silent: true },
});

export const availableOutcomesQuery = queryOptions({
  queryKey: outcomeKeys.available,
  queryFn: ({ signal }) => client.get(outcomePaths.customerAvailable, { signal }),
  meta: { silent: true },
});

export const outcomeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: outcomeKeys.detail(id),
    queryFn: ({ signal }) => client.get(outcomePaths.customerDetail, { params: { id }, signal }),
    meta: { silent: true },
  });

export const outcomeLibraryQuery = queryOptions({
  queryKey: outcomeKeys.library,
  queryFn: ({ signal }) => client.get(outcomePaths.library, { signal }),
});

export const staffOutcomesPageQuery = (page: number) =>
  queryOptions({
    queryKey: outcomeKeys.staff(page),
    queryFn: ({ signal }) => client.get(outcomePaths.staffList, { query: { page }, signal }),
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
    client.put(outcomePaths.customerStep, { params: { id: outcomeId, stepId }, body: { completed } }),
  );

export const useSetGoal = (outcomeId: number) =>
  useOutcomeMutation(({ goalId, completed }: { goalId: number; completed: boolean }) =>
    client.put(outcomePaths.customerGoal, { params: { id: outcomeId, goalId }, body: { completed } }),
  );

export const useStartOutcome = () =>
  useOutcomeMutation((id: number) => client.post(outcomePaths.customerStart, { params: { id } }));

export const useAddOutcome = () =>
  useOutcomeMutation((templateId: number) =>
    client.post(outcomePaths.customerList, { body: { template_id: templateId } }),
  );

export const useAssignOutcome = () =>
  useOutcomeMutation(({ customerId, body }: { customerId: number; body: OutcomeAssignBody }) =>
    client.post(outcomePaths.staffCustomer, { params: { id: customerId }, body }),
  );

export const useSaveTemplate = () =>
  useOutcomeMutation(({ id, body }: { id: number | null; body: OutcomeTemplateBody }) =>
    id === null
      ? client.post(outcomePaths.library, { body })
      : client.put(outcomePaths.libraryItem, { params: { id }, body }),
  );

export const useRetireTemplate = () =>
  useOutcomeMutation((id: number) => client.delete(outcomePaths.libraryItem, { params: { id } }));

/** The customer's own outcome: a new one (id null) or an edit of one they made or added. */
export const useSaveOwnOutcome = () =>
  useOutcomeMutation(({ id, body }: { id: number | null; body: OutcomeOwnBody }) =>
    id === null
      ? client.post(outcomePaths.customerOwn, { body })
      : client.put(outcomePaths.customerDetail, { params: { id }, body }),
  );

/** Deletes one the customer made or added; its detail is dropped, not fetched again (it would answer 404). */
export function useDeleteOwnOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.delete(outcomePaths.customerDetail, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: outcomeKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: outcomeKeys.all,
          predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
        }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
