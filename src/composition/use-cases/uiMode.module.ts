import { ContainerModule } from 'inversify';
import { StoragePort } from '../../core/ports/StoragePort';
import { LoadUiMode, LoadUiModeToken } from '../../core/use-cases/ui-mode/LoadUiMode';
import { SaveUiMode, SaveUiModeToken } from '../../core/use-cases/ui-mode/SaveUiMode';
import { bindInstance } from '../binding';

/** The UI mode flags (src/core/use-cases/ui-mode) over the profile's StoragePort. */
export const uiModeUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, LoadUiModeToken, LoadUiMode, [StoragePort]);
  bindInstance(bind, SaveUiModeToken, SaveUiMode, [StoragePort]);
});
