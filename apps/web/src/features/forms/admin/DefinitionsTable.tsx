import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../platform/errors';
import { StackedTable } from '../../../ui/StackedTable';
import { exportDefinition, type FormDefinitionSummary } from './api';
import { definitionAdminMessages as messages } from './messages';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** The file is named after the form; characters no file system accepts become '-'. */
export function exportFileName(nameShort: string): string {
  return `${nameShort.replace(/[\\/:*?"<>|]/g, '-')}.json`;
}

/** Hands the browser a file to save, without leaving the page. */
function saveJson(fileName: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ExportButton({ form }: { form: FormDefinitionSummary }) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      saveJson(exportFileName(form.name_short), await exportDefinition(form.id));
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      aria-label={messages.exportLabel(form.name_short)}
      onClick={() => void onExport()}
    >
      {messages.export}
    </Button>
  );
}

export function DefinitionsTable({ forms }: { forms: FormDefinitionSummary[] }) {
  return (
    <StackedTable striped>
      <Table.Caption>{messages.caption}</Table.Caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          <Table.Th role="columnheader">Short name</Table.Th>
          <Table.Th role="columnheader">Long name</Table.Th>
          <Table.Th role="columnheader">Sections</Table.Th>
          <Table.Th role="columnheader">Questions</Table.Th>
          <Table.Th role="columnheader">Last updated</Table.Th>
          <Table.Th role="columnheader">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {forms.length === 0 ? (
          <Table.Tr role="row">
            <Table.Td role="cell" colSpan={6} ta="center">
              {messages.empty}
            </Table.Td>
          </Table.Tr>
        ) : (
          forms.map((form) => (
            <Table.Tr key={form.id} role="row">
              <Table.Td role="cell" data-label="Short name">
                {form.name_short}
              </Table.Td>
              <Table.Td role="cell" data-label="Long name">
                {form.name_long}
              </Table.Td>
              <Table.Td role="cell" data-label="Sections">
                {form.sections}
              </Table.Td>
              <Table.Td role="cell" data-label="Questions">
                {form.questions}
              </Table.Td>
              <Table.Td role="cell" data-label="Last updated">
                {updatedFormat.format(new Date(form.updated_at))}
              </Table.Td>
              <Table.Td role="cell">
                <ExportButton form={form} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </StackedTable>
  );
}
