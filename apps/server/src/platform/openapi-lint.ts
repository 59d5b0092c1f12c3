import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

export interface OpenApiLintResult {
  /** swagger-parser's validation error, or null when the document is valid. */
  swaggerParser: string | null;
  redocly: { errors: number; warnings: number };
  /** One line a Redocly problem: severity, rule, where, what. */
  problems: string[];
}

function describe(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? '';
  return `${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`;
}

/**
 * Checks an OpenAPI document with two outside validators: swagger-parser (the structure against the OpenAPI schema,
 * and that every $ref resolves) and Redocly's `recommended` ruleset (what `redocly lint --extends recommended` runs).
 */
export async function lintOpenApi(document: object): Promise<OpenApiLintResult> {
  let swaggerParser: string | null = null;
  try {
    // validate() dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
  } catch (error) {
    swaggerParser = error instanceof Error ? error.message : String(error);
  }
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return {
    swaggerParser,
    redocly: {
      errors: problems.filter((problem) => problem.severity === 'error').length,
      warnings: problems.filter((problem) => problem.severity === 'warn').length,
    },
    problems: problems.map(describe),
  };
}
