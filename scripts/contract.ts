import { writeFileSync } from 'node:fs';
import { contractText } from '../src/adapters/http/contract/document';

/**
 * `npm run contract`: writes the backend contract, docs/openapi.json, from the HTTP adapters'
 * zod schemas. A test fails while the file and the schemas differ.
 */
const file = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(file, contractText());
console.log(`Wrote ${file.pathname}`);
