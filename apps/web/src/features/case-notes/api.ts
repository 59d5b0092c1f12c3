import {
  caseNoteMessages,
  caseNotePaths,
  customerRecordPath,
  type CaseNote,
  type CaseNoteBody,
  type CaseNotes,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Under the record's key; the history shows notes too, so a change reloads both. */
export const caseNotesKey = (customerId: number) => ['customer-record', customerId, 'case-notes'] as const;
const historyKey = (customerId: number) => ['customer-record', customerId, 'history'] as const;

export function caseNotesQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: [...caseNotesKey(customerId), page] as const,
    queryFn: ({ signal }) =>
      api.get<CaseNotes>(`${customerRecordPath(caseNotePaths.list, { id: customerId })}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: caseNoteMessages.loadFailed },
  });
}

function useNoteMutation<Input>(customerId: number, send: (input: Input) => Promise<CaseNote>) {
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
    api.post<CaseNote>(customerRecordPath(caseNotePaths.list, { id: customerId }), body),
  );

export const useUpdateCaseNote = (customerId: number) =>
  useNoteMutation(customerId, ({ noteId, body }: { noteId: number; body: CaseNoteBody }) =>
    api.put<CaseNote>(customerRecordPath(caseNotePaths.note, { id: customerId, noteId }), body),
  );

export const usePinCaseNote = (customerId: number) =>
  useNoteMutation(customerId, ({ noteId, pinned }: { noteId: number; pinned: boolean }) =>
    api.put<CaseNote>(customerRecordPath(caseNotePaths.pin, { id: customerId, noteId }), { pinned }),
  );
