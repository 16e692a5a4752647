import { question } from '../Question';
import { greetingInTheBrowser } from './browser';
import { greetingOnTheViewModels } from './viewModel';

/** The sidebar greeting, e.g. "Riley Planner's Sidekick". */
export const greeting = () =>
  question('the greeting', { viewModel: greetingOnTheViewModels, browser: greetingInTheBrowser });
