import { demoBackendUrl } from '../../abilities/demo-backend';
import { question } from '../Question';
import { demoBackendStatus } from './requests';

/**
 * The status the demo backend answers the actor's request with (spec 3 §6–7): the in-process
 * simulation on the view-model level, the mock server the page talks to in the browser.
 */
export const demoBackendAnswer = (request: string) =>
  question(`the demo backend's answer to ${request}`, {
    viewModel: (app, actor) =>
      demoBackendStatus(
        (url, init) => app.backend.fetch(url, init),
        'http://sidekick.memory',
        actor.name,
        request,
      ),
    browser: (_app, actor) => demoBackendStatus(fetch, demoBackendUrl(), actor.name, request),
  });
