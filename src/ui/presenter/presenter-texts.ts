/** The presenter panel's words (issue 29; no spec names them). */
export const PRESENTER_TEXTS = {
  title: 'Demo',
  packs: 'Packs',
  reset: 'Reset the current pack',
  prospect: 'Prospect',
  speed: 'Run speed',
  faults: 'Faults',
  story: 'The story',
  doIt: 'Do it for me',
  told: 'The whole story is told.',
  noChat: 'Open a chat to start the story.',
  packsFailed: 'The demo backend did not list its packs.',
  switchFailed: 'The demo could not switch packs. Try again.',
  settingsFailed: 'The demo backend did not take the change. Try again.',
  stepFailed: 'The step could not be sent. Try again.',
  sampleFailed: 'The sample file could not be made. Try again.',
  /** The in-page demo backend makes no samples (DemoPort.fetchSample rejects as not found there). */
  noSamples: 'This demo backend makes no sample files: take them from mock-server/fixtures/.',
} as const;
