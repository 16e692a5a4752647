import type { TheApp } from './TheApp';

/** Makes an area's ability for the scenario's system; null when the area has none at that level. */
export type AbilityFactory = (app: TheApp, others: readonly object[]) => object | null;

const factories: AbilityFactory[] = [];

/**
 * The one way an area gives actors its abilities (chat, briefcase…): a factory registered when
 * its support module loads, called once per scenario by the World in registration order (a
 * factory sees the abilities made before it).
 */
export function everyActorCan(factory: AbilityFactory): void {
  factories.push(factory);
}

export function abilitiesFor(app: TheApp): object[] {
  const made: object[] = [app];
  for (const factory of factories) {
    const ability = factory(app, made);
    if (ability) made.push(ability);
  }
  return made;
}
