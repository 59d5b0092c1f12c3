import { fundingMessages as messages, fundingStatuses, type FundingStatus } from '@portal/contracts';

/**
 * Every way a transaction's status may move (forms spec 4), in one exhaustive function, and what each move does
 * to the money: obligate (approved obligation), expend (approved expense, releasing its obligation and any
 * difference), release (a cancelled approved obligation) or nothing.
 */
export type LedgerAction = 'save' | 'approve' | 'reject' | 'resubmit' | 'submit-expense' | 'done' | 'cancel';
export type MoneyEffect = 'none' | 'obligate' | 'expend' | 'release';

export type Transition = { ok: true; to: FundingStatus; effect: MoneyEffect } | { ok: false; message: string };

const actionNames: Record<LedgerAction, string> = {
  save: 'Saving',
  approve: 'Approving',
  reject: 'Rejecting',
  resubmit: 'Resubmitting',
  'submit-expense': 'Submitting an expense',
  done: "Marking as 'Done'",
  cancel: 'Cancelling',
};

const refuse = (action: LedgerAction, from: FundingStatus): Transition => ({
  ok: false,
  message: messages.notAllowedInStatus(actionNames[action], fundingStatuses[from]),
});
const to = (status: FundingStatus, effect: MoneyEffect = 'none'): Transition => ({ ok: true, to: status, effect });

export function transition(action: LedgerAction, from: FundingStatus): Transition {
  switch (action) {
    case 'save':
      // Editing the request keeps its status: pending and rejected obligations and expenses.
      return from === 1 || from === 3 || from === 5 || from === 6 ? to(from) : refuse(action, from);
    case 'approve':
      if (from === 1) return to(2, 'obligate');
      if (from === 3) return to(4, 'expend');
      if (from === 2 || from === 4) return { ok: false, message: messages.alreadyApproved };
      if (from === 7) return { ok: false, message: messages.alreadyDone };
      if (from === 5 || from === 6) return { ok: false, message: messages.alreadyRejected };
      return refuse(action, from);
    case 'reject':
      if (from === 1) return to(5);
      if (from === 3) return to(6);
      return refuse(action, from);
    case 'resubmit':
      if (from === 5) return to(1);
      if (from === 6) return to(3);
      return refuse(action, from);
    case 'submit-expense':
      return from === 2 ? to(3) : refuse(action, from);
    case 'done':
      if (from === 4) return to(7);
      if (from === 7) return { ok: false, message: messages.alreadyDone };
      return refuse(action, from);
    case 'cancel':
      if (from === 1 || from === 5) return to(8);
      if (from === 2) return to(8, 'release');
      return refuse(action, from);
  }
}
