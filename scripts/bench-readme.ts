import { readFileSync, writeFileSync } from 'node:fs';
import { measureAssistantReading } from './bench/assistant-reading';
import { withReadingFigures } from './bench/readme-figures';

/** `npm run bench:readme`: measures the assistant's reading and writes its figures into README.md. */
const reading = await measureAssistantReading();
const file = new URL('../README.md', import.meta.url);
writeFileSync(file, withReadingFigures(readFileSync(file, 'utf8'), reading));
console.log(`Wrote the reading figures of ${reading.documents} insertion orders into ${file.pathname}`);
