import { Text } from '@mantine/core';
import type { QuestionComponent, QuestionControl } from '@portal/contracts';
import type { ComponentType } from 'react';
import { useT } from '../../platform/i18n';
import { AddressComponent } from './components/AddressComponent';
import { AreYouWorkingComponent } from './components/AreYouWorkingComponent';
import { BirthAssignedSexComponent } from './components/BirthAssignedSexComponent';
import { CurrentEmailComponent } from './components/CurrentEmailComponent';
import { OnetJobTitleComponent } from './components/OnetJobTitleComponent';
import { PrimaryPhoneComponent } from './components/PrimaryPhoneComponent';
import { RacesComponent } from './components/RacesComponent';
import { SelfAttestationComponent } from './components/SelfAttestationComponent';
import { SsnComponent } from './components/SsnComponent';
import { TanfComponent } from './components/TanfComponent';
import { ZipCodeComponent } from './components/ZipCodeComponent';
import { CheckboxControl } from './controls/CheckboxControl';
import { DateControl } from './controls/DateControl';
import { EmailControl } from './controls/EmailControl';
import { FileUploadControl } from './controls/FileUploadControl';
import { HrControl } from './controls/HrControl';
import { LinkControl } from './controls/LinkControl';
import { MultiCheckboxControl } from './controls/MultiCheckboxControl';
import { MultiSelectControl } from './controls/MultiSelectControl';
import { NumberControl } from './controls/NumberControl';
import { PhoneControl } from './controls/PhoneControl';
import { RadioControl } from './controls/RadioControl';
import { SelectControl } from './controls/SelectControl';
import { SubgroupControl } from './controls/SubgroupControl';
import { TextareaControl } from './controls/TextareaControl';
import { TextControl } from './controls/TextControl';
import { TimeTrackingControl } from './controls/TimeTrackingControl';
import type { FieldProps } from './fieldTypes';

type AnyField = ComponentType<FieldProps>;
/** Each field narrows the answer type it handles; the table erases that so one lookup serves every question. */
const field = <T,>(component: ComponentType<FieldProps<T>>) => component as unknown as AnyField;

const controls: Partial<Record<QuestionControl, AnyField>> = {
  link: field(LinkControl),
  hr: field(HrControl),
  section_subgroup: (props: FieldProps) => <SubgroupControl {...props} level={3} />,
  section_subgroup_4: (props: FieldProps) => <SubgroupControl {...props} level={4} />,
  multi_select: field(MultiSelectControl),
  multi_checkbox: field(MultiCheckboxControl),
  checkbox: field(CheckboxControl),
  radio: field(RadioControl),
  select: field(SelectControl),
  file_upload: field(FileUploadControl),
  phone: field(PhoneControl),
  email: field(EmailControl),
  number: field(NumberControl),
  date: field(DateControl),
  textarea: field(TextareaControl),
  text: field(TextControl),
  'time-tracking-table': field(TimeTrackingControl),
};

const components: Partial<Record<QuestionComponent, AnyField>> = {
  'primary-phone': field(PrimaryPhoneComponent),
  'social-security-number': field(SsnComponent),
  'current-email': field(CurrentEmailComponent),
  'customer-primary-address': field(AddressComponent),
  races: field(RacesComponent),
  'self-attestation': field(SelfAttestationComponent),
  tanf: field(TanfComponent),
  'are-you-working': field(AreYouWorkingComponent),
  'onet-job-title': field(OnetJobTitleComponent),
  'zip-code': field(ZipCodeComponent),
  'birth-assigned-sex': field(BirthAssignedSexComponent),
};

/** One question, drawn by its control or component; anything unknown shows the spec's placeholder. */
export function QuestionField(props: FieldProps) {
  const { t } = useT('forms');
  const { control, component } = props.question;
  const Field = control === 'component' ? (component ? components[component] : undefined) : controls[control];
  if (!Field) return <Text c="dimmed">{t('noComponent')}</Text>;
  return <Field {...props} />;
}
