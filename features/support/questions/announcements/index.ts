import { question } from '../Question';

/** The details of the app events of that name the page announced to its host, oldest first. */
export const announcements = (name: string) =>
  question(`the ${name} announcements`, {
    viewModel: (app) => app.eventsAnnounced(name),
    browser: (app) => app.eventsAnnounced(name),
  });
