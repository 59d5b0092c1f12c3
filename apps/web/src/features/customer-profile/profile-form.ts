import { type CustomerProfile, type CustomerProfileBody, formatPhoneDisplay } from '@portal/contracts';
import type { CustomerRace } from '@portal/contracts/customer-demographics';
import type { useRecordForm } from '../../platform/useRecordForm';

/** What the edit form holds: text as typed (birthdate mm/dd/yyyy, phone masked), races as checkboxes. */
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  preferred_name: string;
  birthdate: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  sex: string | null;
  hispanic_latino: string | null;
  races: string[];
  /** The customer chose not to self-identify a race (stored as an empty list). */
  race_declined: boolean;
  disability: string | null;
  veteran_status: string | null;
  highest_grade_completed: string | null;
  employment_status_at_entry: string | null;
};

/** The edit form's state (values, errors, the inputs' props). */
export type ProfileForm = ReturnType<typeof useRecordForm<ProfileFormValues>>;

const usDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

/** The phone as the mask shows it, (999) 999-9999; a stored number of another length shows as stored. */
export function maskedPhone(value: string): string {
  return formatPhoneDisplay(value);
}

export function formValuesOf(profile: CustomerProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    preferred_name: profile.preferred_name ?? '',
    birthdate: usDate(profile.birthdate),
    email: profile.email ?? '',
    phone: profile.phone ? maskedPhone(profile.phone) : '',
    address: profile.address ?? '',
    zip: profile.zip ?? '',
    sex: profile.sex,
    hispanic_latino: profile.hispanic_latino,
    races: profile.races ?? [],
    race_declined: profile.races !== null && profile.races.length === 0,
    disability: profile.disability,
    veteran_status: profile.veteran_status,
    highest_grade_completed: profile.highest_grade_completed,
    employment_status_at_entry: profile.employment_status_at_entry,
  };
}

/** The body the shared schema checks (in the browser) and the server receives. */
export function bodyOf(values: ProfileFormValues): CustomerProfileBody {
  const races = values.race_declined ? [] : values.races.length > 0 ? (values.races as CustomerRace[]) : null;
  return { ...values, races } as CustomerProfileBody;
}
