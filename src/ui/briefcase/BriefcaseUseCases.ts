import type { RenameFile } from '../../core/use-cases/briefcase/RenameFile';
import type { ToggleFilePin } from '../../core/use-cases/briefcase/ToggleFilePin';
import type { RenewExpiredFileLinks } from '../../core/use-cases/chat/RenewExpiredFileLinks';

/** The briefcase's flows (src/core/use-cases/briefcase, and the chat's link renewal); bound by composition. */
export interface BriefcaseUseCases {
  renameFile: RenameFile;
  toggleFilePin: ToggleFilePin;
  /** The chat's own renewal (core/use-cases/chat), asked about the one file being opened. */
  renewExpiredFileLinks: RenewExpiredFileLinks;
}
