import type { FormDefinition } from '@portal/contracts/forms';
import { formDefinitionMessages } from '@portal/contracts/forms-constants';

/** One reason a definition cannot be imported: where (a readable path, '' for the whole file) and what. */
export interface DefinitionError {
  where: string;
  message: string;
}

export type CheckedDefinition = { ok: true; definition: FormDefinition } | { ok: false; errors: DefinitionError[] };

const listNames: Record<string, string> = { sections: 'Section', questions: 'Question', options: 'Option' };

/** ['sections', 0, 'questions', 2, 'component'] → 'Section 1 › Question 3 › component' (positions count from 1). */
export function describePath(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i];
    const next = path[i + 1];
    if (typeof segment === 'string' && listNames[segment] && typeof next === 'number') {
      parts.push(`${listNames[segment]} ${next + 1}`);
      i += 1;
    } else if (typeof segment === 'number') {
      parts.push(`Item ${segment + 1}`);
    } else {
      parts.push(String(segment));
    }
  }
  return parts.join(' › ');
}

/** The server's 422 `errors` ({ 'sections.0.questions.2.component': [...] }) in the same shape as ours. */
export function serverDefinitionErrors(errors: Record<string, string[]>): DefinitionError[] {
  return Object.entries(errors).flatMap(([key, messages]) => {
    const path = key === '' ? [] : key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return messages.map((message) => ({ where: describePath(path), message }));
  });
}

/**
 * The file's text as a definition, checked by the same schema the server uses before anything is sent. The schema
 * (and Zod) is fetched when a file is chosen, not with the page.
 */
export async function checkDefinitionText(text: string): Promise<CheckedDefinition> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ where: '', message: formDefinitionMessages.invalidJson }] };
  }
  const { formDefinitionSchema } = await import('@portal/contracts/forms');
  const result = formDefinitionSchema.safeParse(json);
  if (result.success) return { ok: true, definition: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({ where: describePath(issue.path), message: issue.message })),
  };
}
