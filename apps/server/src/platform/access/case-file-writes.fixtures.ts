import {
  caseNotePaths,
  customerMergePaths,
  customerProfilePaths,
  customerRecordPath as fill,
  programApplicationPaths,
  reportsPaths,
  todayIso,
} from '@portal/contracts';

/** The case file's writes on a customer (issue #26), for the read-only table of customer-writable.test.ts. */
export interface CaseFileWrite {
  call: (customerId: number) => { url: string; body?: unknown };
}

/** A row id no customer has: each route checks the customer in its path before it reads the row. */
const noRow = 2_000_000_001;
/** A whole, valid edit: an archived customer must be refused for its state, not for the body. */
const profileBody = {
  first_name: 'Ghost',
  last_name: 'Writer',
  preferred_name: null,
  birthdate: '1968-03-09',
  email: 'ghost@example.test',
  phone: '(720) 555-0101',
  address: '12 Elm St',
  zip: '80202',
  sex: null,
  hispanic_latino: null,
  races: null,
  disability: null,
  veteran_status: null,
  highest_grade_completed: null,
  employment_status_at_entry: null,
};
// The board's today (the server's date checks use it), not UTC's, which is a day ahead in the board's evening.
const today = () => todayIso();

export function caseFileWrites(locationId: () => number): Record<string, CaseFileWrite> {
  return {
    [`PUT ${customerProfilePaths.edit}`]: {
      call: (id) => ({ url: fill(customerProfilePaths.edit, { id }), body: profileBody }),
    },
    [`POST ${programApplicationPaths.applications}`]: {
      call: (id) => ({ url: fill(programApplicationPaths.applications, { id }), body: { program_id: 1 } }),
    },
    [`POST ${programApplicationPaths.decision}`]: {
      call: (id) => ({
        url: fill(programApplicationPaths.decision, { id, applicationId: noRow }),
        body: { decision: 'eligible', reason: 'Checked the documents' },
      }),
    },
    [`POST ${programApplicationPaths.exit}`]: {
      call: (id) => ({
        url: fill(programApplicationPaths.exit, { id, enrollmentId: noRow }),
        body: { exit_date: today() },
      }),
    },
    [`PUT ${programApplicationPaths.exit}`]: {
      call: (id) => ({
        url: fill(programApplicationPaths.exit, { id, enrollmentId: noRow }),
        body: { exit_date: today() },
      }),
    },
    [`POST ${programApplicationPaths.followUp}`]: {
      call: (id) => ({
        url: fill(programApplicationPaths.followUp, { id, followUpId: noRow }),
        body: { employed: false, credential_attained: false },
      }),
    },
    [`POST ${caseNotePaths.list}`]: {
      call: (id) => ({ url: fill(caseNotePaths.list, { id }), body: { category: 'general', body: '<p>Called</p>' } }),
    },
    [`PUT ${caseNotePaths.note}`]: {
      call: (id) => ({
        url: fill(caseNotePaths.note, { id, noteId: noRow }),
        body: { category: 'general', body: '<p>Called again</p>' },
      }),
    },
    [`PUT ${caseNotePaths.pin}`]: {
      call: (id) => ({ url: fill(caseNotePaths.pin, { id, noteId: noRow }), body: { pinned: true } }),
    },
    [`POST ${customerMergePaths.transfer}`]: {
      call: (id) => ({
        url: fill(customerMergePaths.transfer, { id }),
        body: { kind: 'add', location_id: locationId(), note: 'Moving closer to home' },
      }),
    },
  };
}

/** Case-file writes that name no single customer in their path, with where their customer check is. */
export const caseFileNotCustomerWrites: Record<string, string> = {
  [`POST ${customerMergePaths.merge}`]:
    'merges two customers named in the body; a deleted or merged one is refused (customer-merge.test.ts)',
  [`POST ${customerMergePaths.undo}`]: 'undoes a merge by its id; admins only (customer-merge.test.ts)',
  [`POST ${reportsPaths.reportDetail}`]: 'runs a report; it writes a run, not a customer',
};
