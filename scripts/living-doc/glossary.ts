import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { escapeHtml, page } from './html';

const term = z.object({ name: z.string(), what: z.string() });
const glossary = z.object({
  personas: z.array(z.object({ name: z.string(), email: z.string(), who: z.string(), may: z.string() })),
  sampleFiles: z.array(term),
  demoData: z.array(term),
  ids: z.array(term),
});
export type Glossary = z.infer<typeof glossary>;

export const GLOSSARY_FILE = 'features/rules/glossary.json';
export const SAMPLE_FILES_DIR = 'mock-server/fixtures';

export const readGlossary = (file = GLOSSARY_FILE): Glossary =>
  glossary.parse(JSON.parse(readFileSync(file, 'utf8')) as unknown);

const terms = (heading: string, items: { name: string; what: string }[]) =>
  `<section class="group"><h2>${escapeHtml(heading)}</h2>${items
    .map(
      (item) =>
        `<div class="item"><span class="id">${escapeHtml(item.name)}</span>${escapeHtml(item.what)}</div>`,
    )
    .join('\n')}</section>`;

/** glossary.html: the names a scenario may use — personas, sample files, demo data and ids. */
export function renderGlossaryPage(words: Glossary): string {
  const personas = `<section class="group"><h2>Personas</h2>${words.personas
    .map(
      (persona) =>
        `<div class="item"><span class="id">${escapeHtml(persona.name)}</span>${escapeHtml(persona.email)} — ${escapeHtml(persona.who)}. ${escapeHtml(persona.may)}</div>`,
    )
    .join('\n')}</section>`;
  const body = [
    personas,
    terms(`Sample files (in ${SAMPLE_FILES_DIR})`, words.sampleFiles),
    terms('Demo data', words.demoData),
    terms('Ids and tags', words.ids),
  ].join('\n');
  return page('Sidekick: words a scenario may use', '', body);
}
