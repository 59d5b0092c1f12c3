import type { CustomerRecord } from '@portal/contracts';
import { CustomerDocumentsPanel } from '../documents/CustomerDocumentsPanel';
import { CaseNotesPanel } from '../case-notes/CaseNotesPanel';
import { HistoryPanel } from '../customer-history/HistoryPanel';
import { ProgramsPanel } from '../program-applications/ProgramsPanel';
import { ChangesPanel } from '../customer-profile/ChangesPanel';
import { AccessList } from './AccessList';
import { CaseManagersPanel } from './CaseManagersPanel';
import { EnrollmentsPanel } from './EnrollmentsPanel';
import { MessagesPanel } from './MessagesPanel';
import { RestrictionsPanel } from './RestrictionsPanel';

interface RecordPanelsProps {
  record: CustomerRecord;
  readOnly: boolean;
  /** The signed-in staff member, once known (flags are set in their name). */
  staffUserId: number | undefined;
}

/**
 * The record's panels under its banner and actions (spec 2.5, 2.6): flags, case managers, history, case notes,
 * programs, changes, enrolments, documents, messages, who opened the record. Loaded apart from the page (issue #30),
 * as the page starts fetching the record; each panel fetches its own data as it mounts, as before.
 */
export function RecordPanels({ record, readOnly, staffUserId }: RecordPanelsProps) {
  return (
    <>
      {staffUserId !== undefined && !readOnly && <RestrictionsPanel record={record} staffUserId={staffUserId} />}
      {!readOnly && <CaseManagersPanel record={record} />}
      <HistoryPanel customerId={record.id} readOnly={readOnly} />
      <CaseNotesPanel customerId={record.id} readOnly={readOnly} />
      <ProgramsPanel customerId={record.id} readOnly={readOnly} />
      <ChangesPanel customerId={record.id} />
      <EnrollmentsPanel customerId={record.id} />
      <CustomerDocumentsPanel customerId={record.id} readOnly={readOnly} />
      <MessagesPanel customerId={record.id} recipient={{ name: record.full_name, email: record.email }} />
      <AccessList id={record.id} />
    </>
  );
}
