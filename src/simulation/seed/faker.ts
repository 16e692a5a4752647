import { base, en, Faker } from '@faker-js/faker';

/** The one seed behind all generated demo data: change it and every fake name changes. */
export const SEED_NUMBER = 20261123;

/**
 * A private Faker instance (never the shared global one, which other code may reseed) with a
 * fixed seed and reference date, so the same seed data comes out on every run.
 */
export function createSeedFaker(referenceTime: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED_NUMBER);
  faker.setDefaultRefDate(new Date(referenceTime));
  return faker;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` (may be fractional) before the reference time. */
export function daysBefore(referenceTime: number, days: number): string {
  return new Date(referenceTime - days * DAY_MS).toISOString();
}
