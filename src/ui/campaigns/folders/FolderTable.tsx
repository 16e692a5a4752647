import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Folder } from '../../../core/domain/campaign';
import { PinIcon } from '../../common/PinIcon';
import { InlineName } from '../common/InlineName';
import { RowMenu } from '../common/RowMenu';
import { type ServerColumn, ServerTable } from '../common/ServerTable';
import type { FoldersListViewModel } from './FoldersListViewModel';

/** The folders table (spec 2 §2.4): name (inline rename), campaigns link, last updated, row menu. */
export const FolderTable = observer(function FolderTable({ vm }: { vm: FoldersListViewModel }) {
  const columns = useMemo<ServerColumn<Folder>[]>(
    () => [
      {
        id: 'name',
        header: 'Folder Name',
        sortBy: true,
        cell: (folder) => (
          <>
            {folder.is_pinned && <PinIcon />}{' '}
            <InlineName
              name={folder.name}
              editing={vm.renamingId === folder.id}
              editable={vm.mayChange}
              label={`New name for ${folder.name}`}
              onStart={() => vm.renameStarted(folder.id)}
              onCommit={(value) => void vm.renameCommitted(folder, value)}
              onCancel={() => vm.renameCancelled()}
            />
          </>
        ),
      },
      {
        id: 'campaign_count',
        header: 'Campaigns',
        sortBy: true,
        cell: (folder) => (
          <Link
            to={`/campaigns?folderId=${encodeURIComponent(folder.id)}`}
            aria-label={`${folder.campaign_count} campaigns in ${folder.name}`}
          >
            {folder.campaign_count}
          </Link>
        ),
      },
      {
        id: 'updated_at',
        header: 'Last Updated',
        sortBy: true,
        cell: (folder) => vm.lastUpdatedText(folder),
      },
      {
        id: 'actions',
        cell: (folder) =>
          vm.mayChange && (
            <RowMenu
              name={folder.name}
              pinned={folder.is_pinned}
              onPin={() => void vm.pinToggled(folder)}
              onDelete={() => vm.deleteRequested(folder)}
            />
          ),
      },
    ],
    [vm],
  );
  return <ServerTable list={vm.list} columns={columns} rowId={(folder) => folder.id} />;
});
