import { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { Actor, Interaction, Question } from '../actors/Actor';
import type { SidekickWorld } from '../world';

/** One step of a journey under fault mode: what the user does, and what the page then shows. */
export interface JourneyLeg {
  /** The user's action, once; a failure the page tells of is no crash, anything thrown is one. */
  attempt: Interaction;
  /** Whether the action did what the user wanted. */
  worked: Question<boolean>;
  /** The error texts the page shows now, each whole. */
  errorsShown: Question<string[]>;
  /** The spec has the page say nothing when this fails (a sign-in: spec 1 §2, only logged). */
  failsSilently?: true;
}

/** How far the view-model level's clock moves at a time while a try waits on it. */
const TIME_STEP_MS = 250;

/**
 * The try, with time passing meanwhile: the app waits between the tries of a failed read on its
 * clock, which the view-model level moves only when told (Chromium's runs on its own).
 */
async function whileTimePasses(actor: Actor, attempt: Promise<void>): Promise<void> {
  if (!actor.can(UseTheViewModels)) return attempt;
  const app = actor.abilityTo(UseTheViewModels);
  let done = false;
  const finished = attempt.finally(() => {
    done = true;
  });
  while (!done) await Promise.race([finished.catch(() => undefined), app.wait(TIME_STEP_MS)]);
  await finished;
}

/** Deterministic faults fail a call at most a few times in a row; more tries than that is a bug. */
const MOST_TRIES = 8;

/** What a scenario's user met on the way: how many tries failed, and the error texts shown. */
export interface JourneyMet {
  failedTries: number;
  errors: { step: string; text: string }[];
}

const journeys = new WeakMap<SidekickWorld, JourneyMet>();

export function theJourneyMet(world: SidekickWorld): JourneyMet {
  let met = journeys.get(world);
  if (!met) {
    met = { failedTries: 0, errors: [] };
    journeys.set(world, met);
  }
  return met;
}

/**
 * The leg done again, as a user tries once more after an error, until it works; every error text
 * the page showed meanwhile is kept for the scenario's last check. A try that did not work and
 * shows no error fails the step (the user would be left not knowing what happened), unless the
 * spec has it so.
 */
export async function tryUntilItWorks(world: SidekickWorld, actor: Actor, leg: JourneyLeg): Promise<void> {
  const met = theJourneyMet(world);
  for (let tries = 1; tries <= MOST_TRIES; tries += 1) {
    await whileTimePasses(actor, actor.attemptsTo(leg.attempt));
    if (await actor.answer(leg.worked)) return;
    met.failedTries += 1;
    const shown = await actor.answer(leg.errorsShown);
    if (shown.length === 0 && !leg.failsSilently)
      throw new Error(`"${leg.attempt.description}" did not work and the page shows no error`);
    for (const text of shown) met.errors.push({ step: leg.attempt.description, text });
  }
  throw new Error(`"${leg.attempt.description}" still did not work after ${MOST_TRIES} tries`);
}
