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
export interface Provided {
  readonly key: Feature<never>;
  readonly value: unknown;
}

export function provide<T>(key: Feature<T>, value: T): Provided {
  return { key: key as Feature<never>, value };
}

/** What the composition provides: looked up by key, each answer of its key's type. */
export class Features {
  private constructor(private readonly entries: ReadonlyMap<Feature<never>, unknown>) {}

  static of(...provided: Provided[]): Features {
    return new Features(new Map(provided.map(({ key, value }) => [key, value])));
  }

  /** These features and `more` (which wins for a key both provide). */
  with(more: Features): Features {
    return new Features(new Map([...this.entries, ...more.entries]));
  }

  has<T>(key: Feature<T>): boolean {
    return this.entries.has(key as Feature<never>);
  }

  /** Throws for a feature not provided here: a wiring bug, not a user's problem. */
  get<T>(key: Feature<T>): T {
    if (!this.has(key)) throw new Error(`The ${key.name} is not provided here`);
    return this.entries.get(key as Feature<never>) as T;
  }
}
