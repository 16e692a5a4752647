import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Folder } from '../../../core/domain/campaign';
import { PinIcon } from '../../common/PinIcon';
import type { DataColumn } from '../../kit/table/DataTable';
import { AccountListTable, RowName } from '../common/AccountListTable';
import type { FoldersListViewModel } from './FoldersListViewModel';

/** The folders table (spec 2 §2.4): name (inline rename), campaigns link, last updated, row menu. */
export const FolderTable = observer(function FolderTable({ vm }: { vm: FoldersListViewModel }) {
  const columns = useMemo<DataColumn<Folder>[]>(
    () => [
      {
        id: 'name',
        header: 'Folder Name',
        sortable: true,
        cell: (folder) => (
          <>
            {folder.isPinned && <PinIcon />} <RowName vm={vm} row={folder} />
          </>
        ),
      },
      {
        id: 'campaignCount',
        header: 'Campaigns',
        sortable: true,
        cell: (folder) => (
          <Link
            to={`/campaigns?folderId=${encodeURIComponent(folder.id)}`}
            aria-label={`${folder.campaignCount} campaigns in ${folder.name}`}
          >
            {folder.campaignCount}
          </Link>
        ),
      },
      {
        id: 'updatedAt',
        header: 'Last Updated',
        sortable: true,
        cell: (folder) => vm.lastUpdatedText(folder),
      },
    ],
    [vm],
  );
  return <AccountListTable vm={vm} label="Folders" columns={columns} />;
});
