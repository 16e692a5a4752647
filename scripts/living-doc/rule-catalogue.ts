import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** One numbered rule of a spec, as features/rules/*.json states it. */
export interface Rule {
  id: string;
  spec: number;
  section: string;
  sectionTitle: string;
  rule: string;
}

export const RULES_DIR = 'features/rules';

const ruleId = /^R(\d)\.(\d+(?:\.\d+)?)\.(\d{2})$/;

const specFile = z.object({
  spec: z.number().int(),
  title: z.string(),
  source: z.string(),
  sections: z.array(
    z.object({
      section: z.string().regex(/^\d+(\.\d+)?$/),
      title: z.string(),
      rules: z.record(z.string(), z.string().min(1)),
    }),
  ),
});
export type SpecFile = z.infer<typeof specFile>;

/**
 * The rules of the spec files, in their order. Throws on an id that breaks the R<spec>.<section>.<nn>
 * shape, names another spec or section than the one it sits in, or appears twice: an id is what
 * scenarios cite, so it must say where the rule is and mean one rule only.
 */
export function parseCatalogue(files: unknown[]): Rule[] {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const raw of files) {
    const file = specFile.parse(raw);
    for (const { section, title, rules: statements } of file.sections) {
      for (const [id, rule] of Object.entries(statements)) {
        const match = ruleId.exec(id);
        if (!match || Number(match[1]) !== file.spec || match[2] !== section) {
          throw new Error(`Rule id ${id} does not read R${file.spec}.${section}.<two digits>`);
        }
        if (seen.has(id)) throw new Error(`Rule id ${id} appears twice`);
        seen.add(id);
        rules.push({ id, spec: file.spec, section, sectionTitle: title, rule });
      }
    }
  }
  return rules;
}

/** The titles of the specs, by number, for headings. */
export function specTitles(files: unknown[]): Map<number, string> {
  return new Map(files.map((raw) => specFile.parse(raw)).map((file) => [file.spec, file.title]));
}

export function readSpecFiles(dir = RULES_DIR): unknown[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith('spec-') && name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown);
}

export const loadCatalogue = (dir = RULES_DIR): Rule[] => parseCatalogue(readSpecFiles(dir));
