import { caseNoteMessages, caseNotePaths, type CaseNoteBody } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** Under the record's key; the history shows notes too, so a change reloads both. */
export const caseNotesKey = (customerId: number) => ['customer-record', customerId, 'case-notes'] as const;
const historyKey = (customerId: number) => ['customer-record', customerId, 'history'] as const;

export function caseNotesQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: [...caseNotesKey(customerId), page] as const,
    queryFn: ({ signal }) => client.get(caseNotePaths.list, { params: { id: customerId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: caseNoteMessages.loadFailed },
  });
}

function useNoteMutation<Input, Result>(customerId: number, send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseNotesKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: historyKey(customerId) }),
      ]);
    },
  });
}

export const useCreateCaseNote = (customerId: number) =>
  useNoteMutation(customerId, (body: CaseNoteBody) =>
    client.post(caseNotePaths.list, { params: { id: customerId }, body }),
  );

export const useUpdateCaseNote = (customerId: number) =>
  useNoteMutation(customerId, ({ noteId, body }: { noteId: number; body: CaseNoteBody }) =>
    client.put(caseNotePaths.note, { params: { id: customerId, noteId }, body }),
  );

export const usePinCaseNote = (customerId: number) =>
  useNoteMutation(customerId, ({ noteId, pinned }: { noteId: number; pinned: boolean }) =>
    client.put(caseNotePaths.pin, { params: { id: customerId, noteId }, body: { pinned } }),
  );
