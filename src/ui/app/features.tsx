import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * How a screen reaches its feature's view models without one hub that knows them all: each
 * feature declares a key beside its components (`feature<ChatListViewModel>('chat list')`) and a
 * hook over it; the composition root hands the React tree the features it composed, key by key.
 * This file knows no feature.
 */
export interface Feature<T> {
  readonly name: string;
  /** Only carries `T` for the type checker. */
  readonly provides?: (value: T) => void;
}

export function feature<T>(name: string): Feature<T> {
  return { name };
}

/** One feature's key with what it provides. */
export type Provided = readonly [Feature<never>, unknown];

export function provide<T>(key: Feature<T>, value: T): Provided {
  return [key as Feature<never>, value];
}

/** What the composition provides: looked up by key, each answer of its key's type. */
export class Features {
  // One list, not rest parameters: this file is in the first load of /login, where bytes count.
  constructor(private readonly entries: ReadonlyMap<Feature<never>, unknown> = new Map()) {}

  static of(provided: readonly Provided[]): Features {
    return new Features(new Map(provided));
  }

  /** These features and `more` (which wins for a key both provide). */
  with(more: Features): Features {
    return new Features(new Map([...this.entries, ...more.entries]));
  }

  /** Throws for a feature not provided here: a wiring bug, not a user's problem. */
  get<T>(key: Feature<T>): T {
    if (!this.entries.has(key as Feature<never>)) throw new Error(`The ${key.name} is not provided here`);
    return this.entries.get(key as Feature<never>) as T;
  }
}

const FeaturesContext = createContext<Features>(new Features());

/**
 * Makes `features` available below, beside those provided further up: the page provides the
 * shell's (session, login), the signed-in frame adds its own when it loads.
 */
export function FeaturesProvider({ features, children }: { features: Features; children: ReactNode }) {
  const above = useContext(FeaturesContext);
  const value = useMemo(() => above.with(features), [above, features]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/** What the composition provides for `key`; throws outside the frame that provides it (a wiring bug). */
export function useFeature<T>(key: Feature<T>): T {
  return useContext(FeaturesContext).get(key);
}
