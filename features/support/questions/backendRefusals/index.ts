import { onlyInTheBrowser } from '../../interactions/Interaction';
import { question } from '../Question';

/** The backend's refusals of the page's calls so far ("422 GET /api/chat-history"), oldest first. */
export const backendRefusals = () =>
  question(
    "the backend's refusals of the page's calls",
    onlyInTheBrowser(async (app) => [...app.backendRefusals.all]),
  );
