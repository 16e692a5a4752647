import { attempt, type Outcome } from './outcome';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The names of a port's methods (every member that answers a promise). */
export type CallName<Port> = {
  [Member in keyof Port]-?: Port[Member] extends AsyncMethod ? Member : never;
}[keyof Port] &
  string;

type ArgsOf<Port, Name extends keyof Port> = Port[Name] extends (...args: infer Args) => Promise<unknown>
  ? Args
  : never;

type AnswerOf<Port, Name extends keyof Port> = Port[Name] extends (...args: never[]) => Promise<infer Answer>
  ? Answer
  : never;

/**
 * Every flow of a port family that holds no decision of its own — one port call, its answer as
 * an Outcome, its failure typed — in one class instead of a class per method (issue 19). A flow
 * that decides something (a rule, a second call, a follow-up) stays a use case of its own.
 */
export class PortCalls<Port> {
  constructor(private readonly port: Port) {}

  execute<Name extends CallName<Port>>(
    name: Name,
    ...args: ArgsOf<Port, Name>
  ): Promise<Outcome<AnswerOf<Port, Name>>> {
    const method = this.port[name] as unknown as (...args: unknown[]) => Promise<AnswerOf<Port, Name>>;
    return attempt(() => method.apply(this.port, args));
  }
}
