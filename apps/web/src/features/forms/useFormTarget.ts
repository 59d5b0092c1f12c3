import { formRoutes } from '@portal/contracts';
import { useParams } from 'react-router';
import type { FormTarget } from './api';

const asId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Reads who the forms are for from the route: a customer's own (/customer-portal/forms) or staff's (/forms/{customerId}). */
export function useFormsRoute() {
  const params = useParams();
  const staff = params.customerId !== undefined;
  const customerId = asId(params.customerId);
  const formId = asId(params.formId);
  const valid = !staff || customerId !== undefined;
  return {
    valid,
    customerId,
    formId,
    listPath: staff && customerId !== undefined ? formRoutes.staffList(customerId) : formRoutes.customerList,
    formPath: (id: number) =>
      staff && customerId !== undefined ? formRoutes.staffForm(customerId, id) : formRoutes.customerForm(id),
    target: formId === undefined ? undefined : ({ formId, customerId } satisfies FormTarget),
  };
}
