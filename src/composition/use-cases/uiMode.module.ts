import { ContainerModule } from 'inversify';
import { StoragePort } from '../../core/ports/StoragePort';
import { LoadUiMode, LoadUiModeToken } from '../../core/use-cases/ui-mode/LoadUiMode';
import { SaveUiMode, SaveUiModeToken } from '../../core/use-cases/ui-mode/SaveUiMode';

/** The UI mode flags (src/core/use-cases/ui-mode) over the profile's StoragePort. */
export const uiModeUseCasesModule = new ContainerModule(({ bind }) => {
  bind(LoadUiModeToken)
    .toResolvedValue((storage: StoragePort) => new LoadUiMode(storage), [StoragePort])
    .inSingletonScope();
  bind(SaveUiModeToken)
    .toResolvedValue((storage: StoragePort) => new SaveUiMode(storage), [StoragePort])
    .inSingletonScope();
});
