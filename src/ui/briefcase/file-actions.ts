import { fileRenameOutcome } from '../../core/domain/briefcase/rename';
import type { BriefcaseFile } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import { failed, type Outcome } from '../../core/use-cases/outcome';
import { quoting } from '../kit/failure-text';
import type { RowActionsDeclaration } from '../kit/row-actions/RowActions';
import type { BriefcaseFileLists } from './BriefcaseFileLists';
import type { BriefcaseUseCases } from './BriefcaseUseCases';

/** What the file actions read of the panel's lists: every file, and what is stored behind each. */
type Listed = Pick<BriefcaseFileLists, 'generatedFiles' | 'uploadedFiles' | 'fileById' | 'metadata'>;

/**
 * Rename and pin of a briefcase file (spec 1 §4, §5), declared for the kit's row actions: a
 * blank or unchanged name is ignored and a name another file has (in either tab) gets ' (n)';
 * the words of a failure name the file.
 */
export function fileActions(
  useCases: Pick<BriefcaseUseCases, 'renameFile' | 'toggleFilePin'>,
  session: { readonly actingContext: ActingContext | null },
  canUse: () => boolean,
  listed: () => Listed,
): RowActionsDeclaration<BriefcaseFile> {
  const allowed = () => canUse() && session.actingContext !== null;
  const storedPathOf = (file: BriefcaseFile) => listed().metadata.get(file.id)?.storagePath;
  const inContext = <T>(run: (ctx: ActingContext) => Promise<Outcome<T>>) => {
    const ctx = session.actingContext;
    return ctx ? run(ctx) : Promise.resolve(failed('not-allowed', 'Sign in to change files.'));
  };
  const everyFile = () => [...listed().generatedFiles, ...listed().uploadedFiles];
  return {
    idOf: (file) => file.id,
    find: (id) => listed().fileById(id),
    rename: {
      allowed,
      planned: (file, input) => {
        const planned = fileRenameOutcome(file, input, everyFile());
        return planned.kind === 'ignored' ? null : planned.name;
      },
      shown: (name) => ({ name }),
      save: (file, input) =>
        inContext((ctx) =>
          useCases.renameFile.execute({
            ctx,
            file,
            input,
            files: everyFile(),
            storedPath: storedPathOf(file),
          }),
        ),
      failedFor: (file) => quoting(`Could not rename "${file.name}": `),
    },
    pin: {
      allowed,
      pinned: (file) => file.pinned,
      shown: (pinned) => ({ pinned }),
      save: (file) =>
        inContext((ctx) => useCases.toggleFilePin.execute({ ctx, file, storedPath: storedPathOf(file) })),
      failedFor: (file) => quoting(`Could not ${file.pinned ? 'unpin' : 'pin'} "${file.name}": `),
    },
  };
}
