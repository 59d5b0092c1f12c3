import type { StoredQuery } from '@portal/contracts';
import type { WizardState, WizardStep } from './wizardState';

/**
 * Where the build tab starts before its code is in (issue #30): a new query, or an edit or a run of a stored one. The
 * wizard's own state (its condition tree and what reads a stored query into one) loads with the build tab's code,
 * which turns a start into a WizardState (QueryWizard.tsx, startState); the page needs only the mode and the step.
 */
export type WizardStart = { start: 'new' } | { start: 'edit' | 'run'; query: StoredQuery };
export type PageWizard = WizardState | WizardStart;

export const newStart = (): WizardStart => ({ start: 'new' });

export const wizardModeOf = (wizard: PageWizard): WizardState['mode'] =>
  'start' in wizard ? (wizard.start === 'new' ? 'create' : wizard.start) : wizard.mode;

export const wizardStepOf = (wizard: PageWizard): WizardStep =>
  'start' in wizard ? (wizard.start === 'run' ? 'results' : 'create') : wizard.step;
