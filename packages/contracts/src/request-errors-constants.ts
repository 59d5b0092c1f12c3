/**
 * The server's refusals of a request it cannot take as sent, on any route (a duplicate row, a reference to a missing
 * row, a body it cannot read). One source for the server and the participant pages' catalogue, which shows them in
 * Spanish on a Spanish page (issue #24). Zod-free.
 */
export const requestErrorMessages = {
  /** 409: a unique key already holds the value (the database's safety net). */
  recordExists: 'This record already exists.',
  /** 422: a reference to a row that does not exist; `field` is the column with spaces (`customer id`). */
  selectedInvalid: (field: string) => `The selected ${field} is invalid.`,
  bodyTooDeep: 'The request body is nested too deeply.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyEmpty: 'The request body is empty.',
  bodyMediaType: 'The request body has an unsupported content type.',
  bodyLength: 'The request body length does not match its Content-Length.',
} as const;
