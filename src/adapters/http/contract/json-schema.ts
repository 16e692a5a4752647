/** A JSON Schema 2020-12 (or OpenAPI) object as the document holds it. */
export type JsonSchema = Record<string, unknown>;
