import { workingStatusOptions } from '@portal/contracts';

/** The working-status values the are-you-working answer offers; their labels are in the forms catalogue. */
export function workingStatusValues(working: boolean) {
  return working ? workingStatusOptions.working : workingStatusOptions.notWorking;
}
