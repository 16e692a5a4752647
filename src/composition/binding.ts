import type { Bind, MapToResolvedValueInjectOptions, ServiceIdentifier } from 'inversify';

/*
 * The two ways a flow or a screen is bound: an instance over services (a use case over its ports),
 * and an object built from services by name (a set of use cases, a view model's deps).
 */

/**
 * Binds `token`, once, to a `Made` built over the services `deps` names, in the order its
 * constructor takes them.
 */
export function bindInstance<Deps extends unknown[]>(
  bind: Bind,
  token: symbol,
  Made: new (...deps: Deps) => unknown,
  deps: MapToResolvedValueInjectOptions<Deps>,
): void {
  bind(token)
    .toResolvedValue((...values: Deps) => new Made(...values), deps)
    .inSingletonScope();
}

/**
 * Binds `token`, once, to what `make` builds from services named as the deps object wants them:
 * a screen's view model factory reads `deps.listFolders`, not the fifth argument of a list.
 * Without `make`, the token is the deps object itself (a feature's set of use cases).
 */
export function bindFromServices<Deps>(
  bind: Bind,
  token: symbol,
  services: { [Name in keyof Deps]: ServiceIdentifier<Deps[Name]> },
  make: (deps: Deps) => unknown = (deps) => deps,
): void {
  const names = Object.keys(services) as (keyof Deps)[];
  bind(token)
    .toResolvedValue(
      (...values: unknown[]) =>
        make(Object.fromEntries(names.map((name, index) => [name, values[index]])) as Deps),
      names.map((name) => services[name]),
    )
    .inSingletonScope();
}
