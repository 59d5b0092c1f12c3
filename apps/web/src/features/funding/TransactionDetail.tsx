import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  fundingActionLabels,
  fundingModes,
  isFundingStatus,
  type FundingAction,
  type FundingMode,
  type FundingRecord,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettings } from '../../platform/settings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { detailQuery } from './api';
import { printUrl } from './transactionApi';
import { belowThreshold, totalCents, valuesFromRecord } from './expenseForm';
import { ExpenseFields } from './ExpenseFields';
import classes from './FundingPage.module.css';
import { Invoices, TransactionFacts, TransactionHistory, TransactionReadOnly } from './TransactionSummary';
import { checkInvoiceFile, formActions, useTransactionActions } from './useTransactionActions';

/** The order of the panel's buttons: the forward step first. */
const buttonOrder: readonly FundingAction[] = [
  'approve',
  'submit-expense',
  'resubmit',
  'update',
  'done',
  'reject',
  'cancel',
  'print',
];

/**
 * The detail heading (forms spec 2's tab titles): tab 2 for an approved or done item, tab 3 for a pending (new) one,
 * tab 4 for a rejected one being updated (docs/spec-decisions.md).
 */
export function detailTitle(mode: FundingMode, statusId: number): string {
  const [, approved, pending, rejected] = fundingModes[mode].tabs;
  if (statusId === 1 || statusId === 3) return pending;
  if (statusId === 5 || statusId === 6) return rejected;
  return approved;
}

interface TransactionDetailProps {
  record: FundingRecord;
  mode: FundingMode;
  onDone: (action: FundingAction, record: FundingRecord) => void;
}

/** The detail and edit panel (forms spec 2, 4, 5): the record, its form when it can change, and its actions. */
export function TransactionDetail({ record: listed, mode, onDone }: TransactionDetailProps) {
  const detail = useQuery(detailQuery(listed.id));
  // The list's copy shows at once; the detail call brings the ledger and the latest version.
  const record = detail.data?.data ?? listed;
  return (
    <DetailForm
      key={`${record.id}-${record.version}`}
      record={record}
      mode={mode}
      ledger={detail.data?.ledger}
      historyError={
        detail.isError ? (
          <LoadError what="the history of this transaction" onRetry={detail.refetch} retrying={detail.isFetching} />
        ) : null
      }
      onDone={onDone}
    />
  );
}

function DetailForm({
  record,
  mode,
  ledger,
  historyError,
  onDone,
}: TransactionDetailProps & {
  ledger: Parameters<typeof TransactionHistory>[0]['ledger'] | undefined;
  historyError: React.ReactNode;
}) {
  const settings = useSettings();
  const maxMegabytes = settings.allowed_maximum_upload_size;
  const form = useForm({ mode: 'controlled', initialValues: valuesFromRecord(record) });
  const [invoice, setInvoice] = useState<File | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | undefined>();
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const [note, setNote] = useState('');
  const { run, running } = useTransactionActions({ record, form, invoice, setInvoiceError, onDone });

  const statusId = record.status.id;
  const labels = isFundingStatus(statusId) ? fundingActionLabels[statusId] : {};
  const actions = buttonOrder.filter((action) => record.actions.includes(action) && labels[action]);
  const editable = !record.read_only && actions.some((action) => formActions.includes(action));
  const below = belowThreshold(totalCents(form.getValues().programs), settings.minimum_funding_threshold);
  const titleId = `transaction-${record.id}-title`;

  const chooseInvoice = (file: File | null) => {
    const problem = file ? checkInvoiceFile(file, maxMegabytes) : null;
    setInvoice(problem ? null : file);
    setInvoiceError(problem ?? undefined);
  };

  return (
    <Paper withBorder p="md" radius="md" className={classes.printArea} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dark.6" fw={600}>
            {detailTitle(mode, statusId)}
          </Text>
          <Title order={2} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {`#${record.id} ${record.title}`}
          </Title>
        </div>
        <TransactionFacts record={record} />
        {editable ? (
          <form
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <ExpenseFields
              form={form}
              category={record.category.name}
              record={record}
              invoice={invoice}
              invoiceError={invoiceError}
              onInvoice={chooseInvoice}
              maxMegabytes={maxMegabytes}
              belowThreshold={below}
              disabled={running !== null}
            />
          </form>
        ) : (
          <TransactionReadOnly record={record} />
        )}
        <Invoices record={record} />
        {actions.length > 0 && (
          <Group gap="sm" className={classes.noPrint}>
            {actions.map((action) =>
              action === 'print' ? (
                <Button
                  key={action}
                  component="a"
                  href={printUrl(record.id)}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                >
                  {labels.print}
                </Button>
              ) : (
                <Button
                  key={action}
                  variant={action === 'reject' || action === 'cancel' ? 'default' : 'filled'}
                  color={action === 'reject' || action === 'cancel' ? 'red.9' : undefined}
                  loading={running === action}
                  disabled={running !== null && running !== action}
                  onClick={() => {
                    if (action === 'reject' || action === 'cancel') setAsking(action);
                    else void run(action);
                  }}
                >
                  {labels[action]}
                </Button>
              ),
            )}
          </Group>
        )}
        {ledger && <TransactionHistory ledger={ledger} />}
        {historyError}
      </Stack>
      <Modal opened={asking === 'reject'} onClose={() => setAsking(null)} title={labels.reject ?? 'Reject'} centered>
        <Textarea
          label="Reason (optional)"
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(null)}>
            Back
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              setAsking(null);
              void run('reject', note.trim() || undefined);
            }}
          >
            {labels.reject ?? 'Reject'}
          </Button>
        </Group>
      </Modal>
      <ConfirmDialog
        opened={asking === 'cancel'}
        title={labels.cancel ?? 'Cancel Obligation'}
        message="The obligated amount goes back to the program's budget. This cannot be undone."
        confirmLabel={labels.cancel ?? 'Cancel Obligation'}
        cancelLabel="Back"
        onConfirm={() => {
          setAsking(null);
          void run('cancel');
        }}
        onCancel={() => setAsking(null)}
      />
    </Paper>
  );
}
