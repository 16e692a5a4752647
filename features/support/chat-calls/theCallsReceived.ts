import { onlyOnTheViewModels } from '../actors/drivers';
import { question } from '../questions/Question';
import { BackendInbox } from './BackendInbox';

/** The requests the demo backend received at an endpoint ('POST /api/chat'), oldest first. */
export const theCallsReceived = (endpoint: string) =>
  question(
    `the calls the demo backend received at ${endpoint}`,
    onlyOnTheViewModels(BackendInbox)(async (inbox) => inbox.callsTo(endpoint)),
  );

/** Every request the demo backend received so far. */
export const everyCallReceived = () =>
  question(
    'every call the demo backend received',
    onlyOnTheViewModels(BackendInbox)(async (inbox) => inbox.received),
  );
