import type { UseFormReturnType } from '@mantine/form';
import {
  extensionOfName,
  fundingMessages as messages,
  invoiceExtensions,
  type FundingAction,
  type FundingInvoiceInput,
  type FundingMutationResponse,
  type FundingRecord,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useSettings } from '../../platform/settings';
import { serverErrorsToFormErrors } from '../../platform/forms';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { fundingKeys } from './api';
import { fundingActions, uploadInvoice } from './transactionApi';
import {
  belowThreshold,
  checkExpenseForm,
  formFieldOf,
  loadExpenseRules,
  toFormBody,
  totalCents,
  type ExpenseFormValues,
} from './expenseForm';

/** Actions that send the expense form (forms spec 5: checked before approve, save, resubmit and submit). */
export const formActions: readonly FundingAction[] = ['update', 'resubmit', 'submit-expense'];

/** The invoice checks before any transfer (forms spec 5): the type list, then the size limit. */
export function checkInvoiceFile(file: File, maxMegabytes: number): string | null {
  if (!(invoiceExtensions as readonly string[]).includes(extensionOfName(file.name))) return messages.invoiceType;
  if (file.size > maxMegabytes * 1024 * 1024) return `The maximum file size allowed is ${maxMegabytes}MB`;
  return null;
}

interface Options {
  record: FundingRecord;
  form: UseFormReturnType<ExpenseFormValues>;
  invoice: File | null;
  setInvoiceError: (message: string | undefined) => void;
  /** After a success: the action and the record as it is now. */
  onDone: (action: FundingAction, record: FundingRecord) => void;
}

/**
 * Runs a detail-panel action (forms spec 4): the form is checked and sent where the action carries it, the answer's
 * message is shown, and the lists reload. A 409 (someone acted first, or the item moved on) shows the server's
 * message and reloads the item; a 422 puts each message under its field.
 */
export function useTransactionActions({ record, form, invoice, setInvoiceError, onDone }: Options) {
  const queryClient = useQueryClient();
  const threshold = useSettings().minimum_funding_threshold;
  const [running, setRunning] = useState<FundingAction | null>(null);
  // A file already uploaded is not sent again when the form is resubmitted after a refusal.
  const uploadedFile = useRef<{ file: File; invoice: FundingInvoiceInput } | null>(null);
  const category = record.category.name;
  const reload = () => queryClient.invalidateQueries({ queryKey: fundingKeys.all });
  // The form's rules come after the first paint; a check waits for them (#30).
  useEffect(() => void loadExpenseRules().catch(() => undefined), []);

  /** The form's body, or null when the form has errors (they are shown) or the invoice did not upload. */
  async function formBody() {
    const values = form.getValues();
    const errors = checkExpenseForm(values, category, await loadExpenseRules());
    // Staff spec 5, 8: under the minimum funding threshold the person confirms the details first.
    if (belowThreshold(totalCents(values.programs), threshold) && !values.threshold_confirmed) {
      errors.threshold_confirmed = messages.thresholdConfirm;
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return null;
    let uploaded: FundingInvoiceInput | null = null;
    if (invoice) {
      try {
        uploaded = uploadedFile.current?.file === invoice ? uploadedFile.current.invoice : await uploadInvoice(invoice);
        uploadedFile.current = { file: invoice, invoice: uploaded };
      } catch {
        setInvoiceError(messages.invoiceFailed);
        return null;
      }
    }
    return { ...toFormBody(form.getValues(), category, uploaded), version: record.version };
  }

  async function send(action: FundingAction, note?: string): Promise<FundingMutationResponse | null> {
    const { id, customer } = record;
    const status = record.status.id;
    const version = { version: record.version, ...(note ? { note } : {}) };
    switch (action) {
      case 'update':
      case 'resubmit':
      case 'submit-expense': {
        const body = await formBody();
        if (!body) return null;
        if (action === 'update') return fundingActions.save(customer.id, status, id, body);
        if (action === 'resubmit') return fundingActions.resubmit(status, id, body);
        return fundingActions.submitExpense(id, body);
      }
      case 'approve': {
        // The admin may have corrected the form first: it is saved, then the saved version is approved.
        if (form.isDirty() || invoice) {
          const body = await formBody();
          if (!body) return null;
          const saved = await fundingActions.save(customer.id, status, id, body);
          return fundingActions.approve(saved.data.status.id, id, { version: saved.data.version });
        }
        const errors = checkExpenseForm(form.getValues(), category, await loadExpenseRules());
        form.setErrors(errors);
        if (Object.keys(errors).length > 0) return null;
        return fundingActions.approve(status, id, version);
      }
      case 'reject':
        return fundingActions.reject(status, id, version);
      case 'cancel':
        return fundingActions.cancel(status, id, version);
      case 'done':
        return fundingActions.done(id, version);
      case 'print':
        return null;
    }
  }

  async function run(action: FundingAction, note?: string) {
    setRunning(action);
    try {
      const answer = await send(action, note);
      if (!answer) return;
      showSuccessToast(answer.message);
      await reload();
      onDone(action, answer.data);
    } catch (error) {
      if (isApiError(error, 422)) {
        const { formErrors, unmapped } = serverErrorsToFormErrors(error.body?.errors);
        const shown: Record<string, string> = {};
        for (const [field, message] of Object.entries(formErrors)) {
          if (field === 'invoice') setInvoiceError(message);
          else shown[formFieldOf(field.split('.'))] = message;
        }
        form.setErrors(shown);
        for (const [, message] of unmapped) showErrorToast(message);
        if (Object.keys(formErrors).length === 0 && unmapped.length === 0) handleApiError(error);
      } else {
        handleApiError(error);
        // Someone acted first: show the item as it is now.
        if (isApiError(error, 409)) await reload();
      }
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
