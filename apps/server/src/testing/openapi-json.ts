/** The parts of the served OpenAPI document (GET /internal-api/docs/json) that module tests read. */
export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: {
    content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }>;
  };
  responses: Record<string, unknown>;
}

export interface OpenApiJson {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}
