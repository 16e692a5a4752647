/** An ability's class: the key under which an actor holds it (one of each kind). */
export type AbilityType<A> = { readonly prototype: A; readonly name: string };

/** One thing an actor does, in the product's words (see interactions/). */
export interface Interaction {
  readonly description: string;
  performAs(actor: Actor): Promise<void>;
}

/** What an actor can find out from the screen, or from view-model state (see questions/). */
export interface Question<T> {
  readonly description: string;
  answeredBy(actor: Actor): Promise<T>;
}

/**
 * A persona acting in one scenario: holds abilities (what they can use), performs interactions,
 * answers questions, and remembers what they did so that later steps can refer to it.
 * Made fresh per scenario by the World, so nothing leaks from one scenario into the next.
 */
export class Actor {
  private readonly abilities = new Map<AbilityType<unknown>, unknown>();
  private readonly memory = new Map<string, unknown>();

  constructor(readonly name: string) {}

  whoCan(...abilities: object[]): this {
    for (const ability of abilities) this.abilities.set(ability.constructor as AbilityType<unknown>, ability);
    return this;
  }

  /** The ability of that kind, or a clear error naming what the actor lacks. */
  abilityTo<A>(type: AbilityType<A>): A {
    const ability = this.abilities.get(type);
    if (!ability) throw new Error(`${this.name} cannot ${type.name}`);
    return ability as A;
  }

  can(type: AbilityType<unknown>): boolean {
    return this.abilities.has(type);
  }

  async attemptsTo(...interactions: Interaction[]): Promise<void> {
    for (const interaction of interactions) await interaction.performAs(this);
  }

  answer<T>(question: Question<T>): Promise<T> {
    return question.answeredBy(this);
  }

  remember<T>(key: string, value: T): void {
    this.memory.set(key, value);
  }

  /** What the actor remembered under the key; an error if they never did (a scenario mistake). */
  recall<T>(key: string): T {
    if (!this.memory.has(key)) throw new Error(`${this.name} does not remember ${key}`);
    return this.memory.get(key) as T;
  }

  recallOr<T>(key: string, fallback: T): T {
    return this.memory.has(key) ? (this.memory.get(key) as T) : fallback;
  }
}
