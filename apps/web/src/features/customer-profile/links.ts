export const customerRecordLink = (id: number) => `/workflows/customer-information/${id}`;
export const editCustomerLink = (id: number) => `${customerRecordLink(id)}/edit`;

/** The edit form's code (issue #30): the edit page fetches it as it starts reading the record. */
export const loadEditCustomer = () => import('./EditCustomer');
