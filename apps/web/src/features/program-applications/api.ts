import {
  programApplicationMessages,
  programApplicationPaths as paths,
  type ApplicationBody,
  type DecisionBody,
  type ExitBody,
  type FollowUpBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { documentKeys } from '../documents/api';

/**
 * Under the documents' key: an upload in the record's Customer documents panel changes what is missing, so the
 * uploader's invalidation of every documents query reloads this panel too.
 */
export const programsKey = (customerId: number) => [...documentKeys.all, 'programs-panel', customerId] as const;

export function programsPanelQuery(customerId: number) {
  return queryOptions({
    queryKey: programsKey(customerId),
    queryFn: ({ signal }) => client.get(paths.applications, { params: { id: customerId }, signal }),
    meta: { errorMessage: programApplicationMessages.loadFailed },
  });
}

/** The caller's locations' enrolments that exit by themselves soon (the dashboard's widget). */
export function exitingSoonQuery() {
  return queryOptions({
    queryKey: ['exiting-soon'] as const,
    queryFn: ({ signal }) => client.get(paths.exitingSoon, { signal }),
  });
}

/** Every write here changes the panel, the record's enrolments and its history. */
function usePanelMutation<Input, Output>(customerId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programsKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: ['customer-record', customerId] }),
      ]);
    },
  });
}

export const useOpenApplication = (customerId: number) =>
  usePanelMutation(customerId, (body: ApplicationBody) =>
    client.post(paths.applications, { params: { id: customerId }, body }),
  );

export const useDecide = (customerId: number) =>
  usePanelMutation(customerId, ({ applicationId, body }: { applicationId: number; body: DecisionBody }) =>
    client.post(paths.decision, { params: { id: customerId, applicationId }, body }),
  );

export const useRecordExit = (customerId: number) =>
  usePanelMutation(customerId, ({ enrollmentId, body }: { enrollmentId: number; body: ExitBody }) =>
    client.post(paths.exit, { params: { id: customerId, enrollmentId }, body }),
  );

export const useCorrectExit = (customerId: number) =>
  usePanelMutation(customerId, ({ enrollmentId, body }: { enrollmentId: number; body: ExitBody }) =>
    client.put(paths.exit, { params: { id: customerId, enrollmentId }, body }),
  );

export const useAnswerFollowUp = (customerId: number) =>
  usePanelMutation(customerId, ({ followUpId, body }: { followUpId: number; body: FollowUpBody }) =>
    client.post(paths.followUp, { params: { id: customerId, followUpId }, body }),
  );
