import type { StoredFile } from '../../abilities/ScenarioSeed';
import { question } from '../../questions/Question';
import { onTheBriefcase } from '../drivers';

/** What the demo backend stores for the open chat's files: names, pins and links. */
export const theStoredFiles = () =>
  question(
    "the open chat's stored files",
    onTheBriefcase<StoredFile[]>({
      viewModel: (briefcase) => briefcase.app.storedFilesOf(briefcase.openChatId),
      browser: (briefcase) => briefcase.app.storedFilesOf(briefcase.openChatId()),
    }),
  );

/** The address the file opened last opened at. */
export const theAddressOpened = () =>
  question(
    'the address the file opened at',
    onTheBriefcase({
      viewModel: async (briefcase) => briefcase.lastOpened,
      browser: async (briefcase) => briefcase.lastOpened,
    }),
  );
