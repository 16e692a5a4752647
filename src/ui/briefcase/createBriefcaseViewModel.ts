import type { AppEventsPort } from '../../core/ports/AppEventsPort';
import type { ClockPort } from '../../core/ports/ClockPort';
import { followBriefcaseEvents } from './app-events';
import type { BriefcaseSource } from './BriefcaseSource';
import type { BriefcaseUseCases } from './BriefcaseUseCases';
import { type BriefcaseSession, BriefcaseViewModel } from './BriefcaseViewModel';

export interface BriefcaseDeps {
  /** The rename, pin and open flows (composition's briefcase module). */
  useCases: BriefcaseUseCases;
  /** The app's SessionStore. */
  session: BriefcaseSession;
  clock: ClockPort;
  source: BriefcaseSource;
  /** When given, closeBriefcase and resetChat close (through `close`) and reset the panel. */
  events?: AppEventsPort;
  /** Closes the panel: the chat owns the open flag. */
  close?: () => void;
  /** Whether the panel is open (observable); without it, the briefcase counts as always shown. */
  shown?: () => boolean;
}

/** The briefcase of one chat workspace; call `dispose()` on it when the workspace goes away. */
export function createBriefcaseViewModel(deps: BriefcaseDeps): BriefcaseViewModel {
  const briefcase = new BriefcaseViewModel(deps.useCases, deps.session, deps.clock, deps.source, deps.shown);
  if (deps.events) {
    briefcase.onDispose(followBriefcaseEvents(deps.events, briefcase, deps.close ?? (() => {})));
  }
  return briefcase;
}
