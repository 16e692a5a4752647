/**
 * The Reflect metadata API (reflect-metadata's functions, without `Reflect.decorate`) in a few
 * lines, for the browser build only: rsbuild.config.ts aliases 'reflect-metadata/lite' to this
 * file. inversify imports that package for its binding ids even when no decorators are used, and
 * its registry of metadata providers costs about 2 kB gz on every first load. Node (unit tests,
 * the Gherkin World) keeps the real package; the browser tests run this one.
 */

type Metadata = Map<unknown, unknown>;

// Per target, per property key (undefined: the target itself), per metadata key.
const store = new WeakMap<object, Map<PropertyKey | undefined, Metadata>>();

function ownMetadata(target: object, propertyKey: PropertyKey | undefined, create: true): Metadata;
function ownMetadata(
  target: object,
  propertyKey: PropertyKey | undefined,
  create: false,
): Metadata | undefined;
function ownMetadata(target: object, propertyKey: PropertyKey | undefined, create: boolean) {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let metadata = byProperty.get(propertyKey);
  if (!metadata && create) {
    metadata = new Map();
    byProperty.set(propertyKey, metadata);
  }
  return metadata;
}

/** The target and its prototypes, nearest first: where the non-own functions look. */
function* prototypeChain(target: object): Generator<object> {
  for (let current: object | null = target; current; current = Object.getPrototypeOf(current)) {
    yield current;
  }
}

const metadataApi = {
  defineMetadata(key: unknown, value: unknown, target: object, propertyKey?: PropertyKey): void {
    ownMetadata(target, propertyKey, true).set(key, value);
  },
  hasOwnMetadata(key: unknown, target: object, propertyKey?: PropertyKey): boolean {
    return ownMetadata(target, propertyKey, false)?.has(key) ?? false;
  },
  hasMetadata(key: unknown, target: object, propertyKey?: PropertyKey): boolean {
    for (const link of prototypeChain(target))
      if (metadataApi.hasOwnMetadata(key, link, propertyKey)) return true;
    return false;
  },
  getOwnMetadata(key: unknown, target: object, propertyKey?: PropertyKey): unknown {
    return ownMetadata(target, propertyKey, false)?.get(key);
  },
  getMetadata(key: unknown, target: object, propertyKey?: PropertyKey): unknown {
    for (const link of prototypeChain(target)) {
      const metadata = ownMetadata(link, propertyKey, false);
      if (metadata?.has(key)) return metadata.get(key);
    }
    return undefined;
  },
  getOwnMetadataKeys(target: object, propertyKey?: PropertyKey): unknown[] {
    return [...(ownMetadata(target, propertyKey, false)?.keys() ?? [])];
  },
  getMetadataKeys(target: object, propertyKey?: PropertyKey): unknown[] {
    const keys = new Set<unknown>();
    for (const link of prototypeChain(target)) {
      for (const key of metadataApi.getOwnMetadataKeys(link, propertyKey)) keys.add(key);
    }
    return [...keys];
  },
  deleteMetadata(key: unknown, target: object, propertyKey?: PropertyKey): boolean {
    return ownMetadata(target, propertyKey, false)?.delete(key) ?? false;
  },
  metadata(key: unknown, value: unknown) {
    return (target: object, propertyKey?: PropertyKey) =>
      metadataApi.defineMetadata(key, value, target, propertyKey);
  },
};

// Like reflect-metadata: an implementation already installed (by another copy) is kept.
if (!('getOwnMetadata' in Reflect)) Object.assign(Reflect, metadataApi);
