import type { Faker } from '@faker-js/faker';
import type { DemoAccount, DemoAccountUser, DemoUser } from '../data/types';
import { ROLE_IDS } from './catalogue';
import { daysBefore } from './faker';
import { PERSONA_IDS, PERSONAS } from './personas';

const GENERATED_USER_COUNT = 20;

interface SeededPeople {
  users: DemoUser[];
  accountUsers: DemoAccountUser[];
}

function membership(
  accountId: string,
  userId: string,
  isAccountAdmin: boolean,
  createdAt: string,
): DemoAccountUser {
  return {
    id: `au-${accountId.replace(/^acc-/, '')}-${userId.replace(/^u-/, '')}`,
    account_id: accountId,
    user_id: userId,
    is_account_admin: isAccountAdmin,
    added_by: PERSONA_IDS.sam,
    created_at: createdAt,
  };
}

function seedPersonas(referenceTime: number): SeededPeople {
  const createdAt = daysBefore(referenceTime, 120);
  const users = PERSONAS.map(
    (persona, index): DemoUser => ({
      id: persona.id,
      email: persona.email,
      display_name: persona.displayName,
      given_name: persona.givenName,
      picture_url: null,
      role_id: persona.roleId,
      account_id: persona.ownAccountId,
      last_login: daysBefore(referenceTime, 1 + index),
      created_at: createdAt,
      is_deleted: false,
    }),
  );
  const accountUsers = PERSONAS.flatMap((persona) =>
    persona.memberships.map(([accountId, isAdmin]) => membership(accountId, persona.id, isAdmin, createdAt)),
  );
  return { users, accountUsers };
}

/** Mostly regular users, a few viewers and analysts, two multi-account admins, two inactive users. */
function seedGeneratedPeople(faker: Faker, accounts: DemoAccount[], referenceTime: number): SeededPeople {
  const users: DemoUser[] = [];
  const accountUsers: DemoAccountUser[] = [];
  const roles = [ROLE_IDS.user, ROLE_IDS.user, ROLE_IDS.user, ROLE_IDS.viewer, ROLE_IDS.analyst];
  for (let index = 0; index < GENERATED_USER_COUNT; index += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const taken = users.some((user) => user.email === `${local}@example.com`);
    const uniqueLocal = taken ? `${local}${index + 1}` : local;
    const id = `u-${uniqueLocal.replace('.', '-')}`;
    const isAdmin = index % 9 === 4;
    const createdAt = daysBefore(referenceTime, faker.number.int({ min: 30, max: 400 }));
    const accountsOfUser = isAdmin
      ? faker.helpers.arrayElements(accounts, 2)
      : [faker.helpers.arrayElement(accounts)];
    users.push({
      id,
      email: `${uniqueLocal}@example.com`,
      display_name: `${firstName} ${lastName}`,
      given_name: firstName,
      picture_url: null,
      role_id: isAdmin ? ROLE_IDS.admin : faker.helpers.arrayElement(roles),
      account_id: isAdmin ? null : (accountsOfUser[0]?.id ?? null),
      last_login: faker.datatype.boolean(0.7)
        ? daysBefore(referenceTime, faker.number.float({ min: 0.1, max: 60, fractionDigits: 2 }))
        : null,
      created_at: createdAt,
      is_deleted: index % 10 === 7,
    });
    for (const account of accountsOfUser) accountUsers.push(membership(account.id, id, isAdmin, createdAt));
  }
  return { users, accountUsers };
}

export function seedPeople(faker: Faker, accounts: DemoAccount[], referenceTime: number): SeededPeople {
  const personas = seedPersonas(referenceTime);
  const generated = seedGeneratedPeople(faker, accounts, referenceTime);
  return {
    users: [...personas.users, ...generated.users],
    accountUsers: [...personas.accountUsers, ...generated.accountUsers],
  };
}
