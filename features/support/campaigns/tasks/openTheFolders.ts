import { interaction } from '../../interactions/Interaction';
import { onTheFolders } from '../drivers';

/** Opens /folders. */
export const openTheFolders = () =>
  interaction(
    'open the folders',
    onTheFolders({
      viewModel: (folders) => folders.show(),
      browser: (folders) => folders.show(),
    }),
  );
