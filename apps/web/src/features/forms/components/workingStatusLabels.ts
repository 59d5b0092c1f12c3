import { workingStatusOptions } from '@portal/contracts';

type WorkingStatus = (typeof workingStatusOptions.working)[number] | (typeof workingStatusOptions.notWorking)[number];

/** How the working-status values read (ours: the spec lists the values only). */
export const workingStatusLabels: Record<WorkingStatus, string> = {
  yes_employed: 'Yes, employed',
  yes_employed_with_termination_notice: 'Yes, employed but received a notice of termination',
  military_transitioning_service_member: 'Military, transitioning service member',
  not_employed_not_actively_seeking: 'Not employed and not actively seeking work',
  in_jail_or_prison: 'In jail or prison',
  not_employed_actively_seeking: 'Not employed and actively seeking work',
  laid_off_actively_seeking: 'Laid off and actively seeking work',
  was_self_employed_now_unemployed: 'Was self-employed, now unemployed',
  not_employed_due_to_military_spouse: 'Not employed due to a military spouse relocation',
  previously_dependent_on_a_family_member: 'Previously dependent on a family member',
  dependent_on_someone_in_military: 'Dependent on someone in the military',
  no_selection: 'None of these',
};

export function workingStatusData(working: boolean) {
  const values = working ? workingStatusOptions.working : workingStatusOptions.notWorking;
  return values.map((value) => ({ value, label: workingStatusLabels[value] }));
}
