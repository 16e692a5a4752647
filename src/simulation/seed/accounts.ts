import type { Faker } from '@faker-js/faker';
import type { DemoAccount } from '../data/types';
import { ACCOUNT_IDS, PERSONA_IDS } from './personas';

const NAMED_ACCOUNTS: [id: string, name: string, description: string][] = [
  [ACCOUNT_IDS.acme, 'Acme Media', 'Holding company media buying across every channel'],
  [ACCOUNT_IDS.globex, 'Globex Retail', 'Retail promotions on social and search'],
  [ACCOUNT_IDS.initech, 'Initech Auto', 'Automotive dealer programmatic campaigns'],
  [ACCOUNT_IDS.umbrella, 'Umbrella Health', 'Healthcare awareness with location targeting'],
];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The four named accounts plus three faker companies (one of them inactive). */
export function seedAccounts(faker: Faker, createdAt: string): DemoAccount[] {
  const named = NAMED_ACCOUNTS.map(([id, name, description]) => ({ id, name, description }));
  const generated = [0, 1, 2].map(() => {
    const name = faker.company.name();
    return { id: `acc-${slug(name)}`, name, description: faker.company.catchPhrase() };
  });
  return [...named, ...generated].map((account, index) => ({
    ...account,
    status: index === 6 ? 'inactive' : 'active',
    created_by: PERSONA_IDS.sam,
    created_at: createdAt,
    updated_at: createdAt,
  }));
}
