export const customerRecordLink = (id: number) => `/workflows/customer-information/${id}`;
export const editCustomerLink = (id: number) => `${customerRecordLink(id)}/edit`;
