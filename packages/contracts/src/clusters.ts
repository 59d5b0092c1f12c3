/** clusters: request and response schemas, the spec's texts and constants. */
export {};
