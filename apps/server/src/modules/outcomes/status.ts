import type { OutcomeStatus, OutcomeSummary } from '@portal/contracts';

export interface OutcomeFigures {
  started: boolean;
  step_count: number;
  completed_steps: number;
}

/**
 * The one place an outcome's status is decided (ADR 0043), from its steps: a recommended outcome nobody started is
 * 'recommended'; one whose every step is done is 'completed'; one with some steps done 'in_progress'; else
 * 'not_started'. An outcome without steps is never completed.
 */
export function outcomeStatusOf(figures: OutcomeFigures): OutcomeStatus {
  if (!figures.started) return 'recommended';
  if (figures.step_count > 0 && figures.completed_steps === figures.step_count) return 'completed';
  if (figures.completed_steps > 0) return 'in_progress';
  return 'not_started';
}

/** The widget's counts over the outcomes in the plan (recommended ones not yet started are not in it). */
export function outcomeSummaryOf(statuses: OutcomeStatus[]): OutcomeSummary {
  const inPlan = statuses.filter((status) => status !== 'recommended');
  return {
    total: inPlan.length,
    inprogress: inPlan.filter((status) => status === 'in_progress').length,
    completed: inPlan.filter((status) => status === 'completed').length,
  };
}
