import {
  customerAccountPaths as paths,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
  type CustomerForgotPasswordBody,
  type CustomerRegisterBody,
  type CustomerResetPasswordBody,
  type StaffPortalEmailBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setCsrfToken } from '../../platform/api';
import { client } from '../../platform/api-client';
import { authKeys, markSignedOut, portalPaths } from '../../platform/auth';
import { customerAccountKeys } from './language';

// The keys and the language choice live in language.ts, which the customer layout loads without this module.
export { customerAccountKeys, useSaveLanguage } from './language';

/** GET account: what the account page shows. */
export function accountQuery() {
  return queryOptions({
    queryKey: customerAccountKeys.account,
    queryFn: async ({ signal }) => (await client.get(paths.account, { signal })).data,
  });
}

export function staffPortalEmailQuery(customerId: number) {
  return queryOptions({
    queryKey: customerAccountKeys.staffPortalEmail(customerId),
    queryFn: async ({ signal }) =>
      (await client.get(paths.staffPortalEmailPattern, { params: { id: customerId }, signal })).data,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: CustomerRegisterBody) => client.post(paths.register, { body }),
  });
}

/** Opens a confirmation link; a sign-up confirmed in this browser signs the customer in (as a login would). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => client.post(paths.verifyEmail, { body: { token } }),
    onSuccess: (answer) => {
      if (answer.csrf_token) setCsrfToken(answer.csrf_token);
      if (answer.signed_in && answer.data) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
        queryClient.setQueryData(authKeys.currentUser('customer'), answer.data);
      }
      if (answer.purpose === 'email_change')
        void queryClient.invalidateQueries({ queryKey: customerAccountKeys.account });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: CustomerForgotPasswordBody) => client.post(paths.forgotPassword, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: CustomerResetPasswordBody) => client.post(paths.resetPassword, { body }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerChangeEmailBody) => client.put(paths.accountEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAccountKeys.account }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerChangePasswordBody) => client.put(paths.accountPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAccountKeys.account }),
  });
}

/** Every session ends, this one too: a fresh guest CSRF token, then the sign-in page (as sign out does). */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => client.post(paths.signOutEverywhere),
    onSuccess: async ({ csrf_token }) => {
      setCsrfToken(csrf_token);
      markSignedOut(queryClient);
      await navigate(portalPaths.customer.login, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
    },
  });
}

export function useStaffChangePortalEmail(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPortalEmailBody) =>
      client.put(paths.staffPortalEmailPattern, { params: { id: customerId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(customerAccountKeys.staffPortalEmail(customerId), answer.data),
  });
}
