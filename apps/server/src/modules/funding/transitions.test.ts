import { describe, expect, it } from 'vitest';
import { fundingMessages as messages, fundingStatusIds } from '@portal/contracts';
import { type LedgerAction, transition } from './transitions.ts';

/** The whole table: every action from every status (forms spec 4), and what it does to the money. */
const allowed: Record<LedgerAction, Record<number, [number, string]>> = {
  save: { 1: [1, 'none'], 3: [3, 'none'], 5: [5, 'none'], 6: [6, 'none'] },
  approve: { 1: [2, 'obligate'], 3: [4, 'expend'] },
  reject: { 1: [5, 'none'], 3: [6, 'none'] },
  resubmit: { 5: [1, 'none'], 6: [3, 'none'] },
  'submit-expense': { 2: [3, 'none'] },
  done: { 4: [7, 'none'] },
  cancel: { 1: [8, 'none'], 2: [8, 'release'], 5: [8, 'none'] },
};

describe('funding transitions', () => {
  for (const action of Object.keys(allowed) as LedgerAction[]) {
    for (const status of fundingStatusIds) {
      const expected = allowed[action][status];
      it(`${action} from ${status} ${expected ? `goes to ${expected[0]}` : 'is refused'}`, () => {
        const result = transition(action, status);
        if (expected) expect(result).toEqual({ ok: true, to: expected[0], effect: expected[1] });
        else expect(result).toMatchObject({ ok: false, message: expect.any(String) as string });
      });
    }
  }

  it('names the double approval and the rejected item', () => {
    expect(transition('approve', 2)).toEqual({ ok: false, message: messages.alreadyApproved });
    expect(transition('approve', 4)).toEqual({ ok: false, message: messages.alreadyApproved });
    expect(transition('approve', 5)).toEqual({ ok: false, message: messages.alreadyRejected });
    expect(transition('approve', 7)).toEqual({ ok: false, message: messages.alreadyDone });
    expect(transition('done', 3)).toEqual({
      ok: false,
      message: "Marking as 'Done' is not possible for a transaction that is Expense Pending.",
    });
  });
});
