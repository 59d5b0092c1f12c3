import { customerAccountPaths as paths, type CustomerLanguageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

// The account's query keys and the language choice, apart from api.ts (which re-exports them): the customer layout's
// language switch saves the choice on every customer page, which need none of the account pages' calls (#24).

export const customerAccountKeys = {
  account: ['customer-account', 'account'] as const,
  staffPortalEmail: (customerId: number) => ['customer-account', 'staff-portal-email', customerId] as const,
};

/** PUT account/language: the portal's and the account mails' language; the answer is the account page's data. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerLanguageBody) => client.put(paths.accountLanguage, { body }),
    onSuccess: (answer) => queryClient.setQueryData(customerAccountKeys.account, answer.data),
  });
}
