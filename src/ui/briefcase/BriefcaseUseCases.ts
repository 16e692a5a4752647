import type { RenameFile } from '../../core/use-cases/briefcase/RenameFile';
import type { RenewExpiredFileLink } from '../../core/use-cases/briefcase/RenewExpiredFileLink';
import type { ToggleFilePin } from '../../core/use-cases/briefcase/ToggleFilePin';

/** The briefcase's flows (src/core/use-cases/briefcase); bound by composition. */
export interface BriefcaseUseCases {
  renameFile: RenameFile;
  toggleFilePin: ToggleFilePin;
  renewExpiredFileLink: RenewExpiredFileLink;
}
