import { outcomeMessages, type OutcomeLibrary, type OutcomeTemplate } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import type { TemplateRow } from './repository.ts';

/** The outcome library an admin keeps (ADR 0043): the templates staff assign or recommend and customers add. */

interface TemplateInput {
  name: string;
  description: string;
  goals: { name: string; steps: { name: string; due_in_days: number | null }[] }[];
}

export function presentTemplate(row: TemplateRow): OutcomeTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goals: row.plan.goals,
    goal_count: row.plan.goals.length,
    step_count: row.plan.goals.reduce((sum, goal) => sum + goal.steps.length, 0),
  };
}

export async function library(db: Db, actor: Actor): Promise<OutcomeLibrary> {
  requireStaff(actor);
  return { data: (await repository.listTemplates(db)).map(presentTemplate) };
}

const templateValues = (input: TemplateInput): repository.TemplateValues => ({
  name: input.name,
  description: input.description,
  plan: { goals: input.goals.map((goal) => ({ name: goal.name, steps: goal.steps })) },
});

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<OutcomeTemplate> {
  const staff = requireStaff(actor);
  return db.transaction(async (tx) => {
    const id = await repository.insertTemplate(tx, templateValues(input), staff.staffId);
    await audit(tx, { actor, action: 'outcomes.library.create', entityType: 'outcome_template', entityId: id });
    return presentTemplate((await repository.findTemplate(tx, id))!);
  });
}

export async function updateTemplate(db: Db, actor: Actor, id: number, input: TemplateInput): Promise<OutcomeTemplate> {
  requireStaff(actor);
  return db.transaction(async (tx) => {
    if (!(await repository.updateTemplate(tx, id, templateValues(input)))) throw notFound(outcomeMessages.notFound);
    await audit(tx, { actor, action: 'outcomes.library.update', entityType: 'outcome_template', entityId: id });
    return presentTemplate((await repository.findTemplate(tx, id))!);
  });
}

/** Retires a library outcome: no longer offered; customers' outcomes made from it stay as they are. */
export async function retireTemplate(db: Db, actor: Actor, id: number): Promise<{ message: string }> {
  requireStaff(actor);
  return db.transaction(async (tx) => {
    if (!(await repository.archiveTemplate(tx, id))) throw notFound(outcomeMessages.notFound);
    await audit(tx, { actor, action: 'outcomes.library.retire', entityType: 'outcome_template', entityId: id });
    return { message: 'Library outcome retired' };
  });
}
