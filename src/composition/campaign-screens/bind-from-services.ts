import type { Bind, ServiceIdentifier } from 'inversify';

/**
 * Binds `token`, once, to what `make` builds from services named as the deps object wants them:
 * a screen's view model factory reads `deps.listFolders`, not the fifth argument of a list.
 */
export function bindFromServices<Deps>(
  bind: Bind,
  token: symbol,
  services: { [Name in keyof Deps]: ServiceIdentifier<Deps[Name]> },
  make: (deps: Deps) => unknown,
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
