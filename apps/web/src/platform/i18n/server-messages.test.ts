import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import * as contracts from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, resetLanguageForTests } from './i18n';
import { hasValidationEntry, translateValidationMessage } from './validation';

/**
 * Issue #24: the server's refusals on the routes participant pages call (401, 403, 404, 409, 410, 413, 429 and the 422
 * texts outside the schemas) in Spanish. The inventory is read from the server's code: every module with a route open
 * to customers, guests or any signed-in user (`access: 'customer' | 'public' | 'authenticated'`), and the HTTP
 * platform every route shares. In those files each message handed to an error (`forbidden(…)`, `notFound(…)`,
 * `conflict(…)`, `gone(…)`, `tooLarge(…)`, `new AppError(status, …)`, `invalid({ field: […] })`, a 4xx or 5xx reply's
 * `{ message: … }`, the error helpers' default texts) is resolved to its text through the contracts' exports, or a
 * string written in the file. A message that cannot be resolved must be listed in `unresolvedAllowed` with the reason
 * it is never a person's to read, or is covered another way.
 */

// The web project's tests run in jsdom, where import.meta.url is not a file URL: the path leads from the repository root.
const serverSource = resolvePath('apps/server/src');

/** Expressions handed to an error that are not a text of their own, and why they need no entry. */
const unresolvedAllowed: Record<string, string> = {
  // invalid(errors) / new AppError(422, …, errors): the schemas' field errors, which the validation catalogue covers.
  errors: 'field errors from a schema',
  // The error map's first field error, or the 422 body's first message (the same texts as the fields).
  'Object.values(errors)[0]?.[0] ?? errorMessages.validation': 'the first field error',
  'firstMessage(errors)': 'the first field error',
  // The age check's words come from the contracts' birthdate rules (patterns `ageAtLeast`…, see validation.ts).
  ageError: 'birthdate rule message (validation patterns)',
  // A body Fastify could not read: one of requestErrorMessages' texts, all of which the inventory holds.
  bodyProblem: 'unreadable request body (requestErrorMessages)',
  // Another client error Fastify or a plugin raises (405, a bad URL encoding): the status's name, never the portal's.
  "STATUS_CODES[status] ?? 'Bad Request'": 'the HTTP status name of a request the portal does not make',
  // The helpers' own parameters (the callers' texts are inventoried at the call).
  message: 'a helper parameter',
};

interface Found {
  file: string;
  expression: string;
}

function participantModuleFiles(): string[] {
  const modules = join(serverSource, 'modules');
  const files: string[] = [];
  for (const module of readdirSync(modules)) {
    const inModule = sourceFiles(join(modules, module));
    const open = inModule.some((file) =>
      /access:\s*'(customer|public|authenticated)'/.test(readFileSync(file, 'utf8')),
    );
    if (open) files.push(...inModule);
  }
  return [...files, ...sourceFiles(join(serverSource, 'platform', 'http'))];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The text of the balanced `(…)`, `[…]` or `{…}` that opens at `start`. */
function balanced(source: string, start: number): string {
  const open = source[start]!;
  const close = ({ '(': ')', '[': ']', '{': '}' } as Record<string, string>)[open]!;
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === "'" || char === '"' || char === '`') {
      index = source.indexOf(char, index + 1);
      while (source[index - 1] === '\\') index = source.indexOf(char, index + 1);
      continue;
    }
    if (char === open) depth += 1;
    else if (char === close && (depth -= 1) === 0) return source.slice(start + 1, index);
  }
  throw new Error(`unbalanced ${open} at ${start}`);
}

/** The first argument of a call's argument text (up to a top-level comma). */
function firstArgument(args: string): string {
  let depth = 0;
  for (let index = 0; index < args.length; index += 1) {
    const char = args[index]!;
    if (char === "'" || char === '"' || char === '`') index = args.indexOf(char, index + 1);
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) return args.slice(0, index).trim();
  }
  return args.trim();
}

/** Every expression in `source` that becomes an error body's message. */
function errorExpressions(source: string): string[] {
  const found: string[] = [];
  const withoutComments = source.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/(?<![.\w])(forbidden|notFound|conflict|gone|tooLarge)\(/g)) {
    const args = balanced(withoutComments, match.index + match[0].length - 1).trim();
    if (args) found.push(firstArgument(args));
  }
  for (const match of withoutComments.matchAll(/\bnew AppError\(\s*\d+\s*,/g)) {
    const start = match.index + 'new AppError'.length;
    const args = balanced(withoutComments, start);
    found.push(firstArgument(args.slice(args.indexOf(',') + 1)));
  }
  for (const match of withoutComments.matchAll(/(?<![.\w])invalid\(/g)) {
    const args = balanced(withoutComments, match.index + match[0].length - 1).trim();
    if (!args.startsWith('{')) {
      // Field errors built in place (`[[key, [message]]]`) name their message in a list of one; else the whole.
      const listed = [...args.matchAll(/\[\s*([\w.]+)\s*\]/g)].map((list) => list[1]!);
      found.push(...(listed.length > 0 ? listed : [args]));
      continue;
    }
    for (const field of args.matchAll(/:\s*\[/g))
      found.push(firstArgument(balanced(args, field.index + field[0].length - 1)));
  }
  for (const match of withoutComments.matchAll(/\.code\((?:[45]\d\d|status)\)\.send\(\{\s*message:\s*/g)) {
    found.push(firstArgument(withoutComments.slice(match.index + match[0].length).split('}')[0]!));
  }
  for (const match of withoutComments.matchAll(/\bmessage: string = /g)) {
    found.push(firstArgument(withoutComments.slice(match.index + match[0].length).split(')')[0]!));
  }
  return found;
}

/** Names imported from the contracts in a file: local name → exported name. */
function contractImports(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@portal\/contracts'/g)) {
    for (const part of match[1]!.split(',')) {
      const [exported, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      if (exported) names.set(local ?? exported, exported);
    }
  }
  return names;
}

const exportsOfContracts = contracts as unknown as Record<string, unknown>;

/** A message function's text with sample values: a number, else a list of file types. */
function sampleText(fn: (...args: unknown[]) => unknown): string | null {
  for (const sample of [5, ['pdf', 'docx']]) {
    try {
      const text = fn(...Array.from({ length: Math.max(fn.length, 1) }, () => sample));
      if (typeof text === 'string' && !text.includes('[object')) return text;
    } catch {
      // The next sample.
    }
  }
  return null;
}

/** The text an expression stands for, or null when it is not a constant one. */
function resolve(expression: string, source: string, imports: Map<string, string>): string | null {
  const literal = /^(['"`])((?:\\.|(?!\1).)*)\1$/.exec(expression);
  // A template's parts that vary read as a sample field name (the catalogue's patterns take any).
  if (literal) return literal[2]!.replace(/\$\{[^}]*\}/g, 'sample').replace(/\\(.)/g, '$1');
  const reference = /^(\w+)(?:\.(\w+))?(\(.*\))?$/.exec(expression);
  if (!reference) return null;
  const [, name, key, call] = reference;
  const exported = imports.get(name!);
  let value: unknown;
  if (exported) value = exportsOfContracts[exported];
  else {
    // A constant of the file's own: its value resolved the same way.
    const local = new RegExp(`const ${name}\\s*(?::[^=]+)?=\\s*([^;\\n]+);`).exec(source);
    if (!local || key) return null;
    return resolve(local[1]!.trim(), source, imports);
  }
  if (key) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value === 'string') return call ? null : value;
  if (typeof value === 'function') return sampleText(value as (...args: unknown[]) => unknown);
  return null;
}

function inventory() {
  const texts = new Map<string, Found>();
  const unresolved: Found[] = [];
  for (const file of participantModuleFiles()) {
    const source = readFileSync(file, 'utf8');
    const imports = contractImports(source);
    for (const expression of errorExpressions(source)) {
      const where = { file: relative(serverSource, file), expression };
      const text = resolve(expression, source, imports);
      if (text === null) unresolved.push(where);
      else if (!texts.has(text)) texts.set(text, where);
    }
  }
  for (const [key, value] of Object.entries(contracts.requestErrorMessages)) {
    const text = typeof value === 'string' ? value : sampleText(value as (...args: unknown[]) => unknown);
    if (text !== null && !texts.has(text)) texts.set(text, { file: 'requestErrorMessages', expression: key });
  }
  return { texts, unresolved };
}

describe("the server's refusals on participant routes", () => {
  const { texts, unresolved } = inventory();

  beforeAll(async () => {
    await activateLanguage('es');
  });
  afterAll(async () => {
    await resetLanguageForTests();
  });

  it('are read from the code', () => {
    // The inventory found the refusals the issue names (a broken reader would find none and pass every check below).
    expect(texts.get(contracts.errorMessages.tooManyRequests)).toBeDefined();
    expect(texts.get(contracts.errorMessages.unauthenticated)).toBeDefined();
    expect(texts.get(contracts.customerAccountMessages.linkExpired)).toBeDefined();
    expect(texts.size).toBeGreaterThan(30);
  });

  it('are all constant texts, or expressions known not to need an entry', () => {
    expect(unresolved.filter(({ expression }) => !(expression in unresolvedAllowed))).toEqual([]);
    // An allowance the code no longer needs goes, so the list stays the code's.
    const seen = new Set(unresolved.map(({ expression }) => expression));
    expect(Object.keys(unresolvedAllowed).filter((expression) => !seen.has(expression))).toEqual([]);
  });

  it('each have a Spanish entry (the English key is the server text exactly)', () => {
    const missing = [...texts].filter(([text]) => translateValidationMessage(text) === text);
    expect(missing.map(([text, where]) => `${where.file}: ${text}`)).toEqual([]);
  });

  it("and the central handler's own titles and texts, and every shared error text, have entries too", () => {
    const shared = [...Object.values(contracts.toastCatalogue), ...Object.values(contracts.errorMessages)];
    expect(shared.filter((text) => !hasValidationEntry(text))).toEqual([]);
  });
});
