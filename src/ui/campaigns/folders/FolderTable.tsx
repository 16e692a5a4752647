import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Folder } from '../../../core/domain/campaign';
import { PinIcon } from '../../common/PinIcon';
import { InlineName } from '../../kit/row-actions/InlineName';
import { RowMenu } from '../../kit/row-actions/RowMenu';
import { type DataColumn, DataTable } from '../../kit/table/DataTable';
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
            {folder.isPinned && <PinIcon />}{' '}
            <InlineName actions={vm.actions} id={folder.id} name={folder.name} editable={vm.mayChange} />
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
      {
        id: 'actions',
        cell: (folder) =>
          vm.mayChange && (
            <RowMenu
              actions={vm.actions}
              row={folder}
              id={folder.id}
              name={folder.name}
              pinned={folder.isPinned}
            />
          ),
      },
    ],
    [vm],
  );
  return (
    <DataTable
      label="Folders"
      rows={vm.rows}
      columns={columns}
      rowId={(folder) => folder.id}
      sorting={vm.list}
      busy={vm.list.loading || !vm.list.loaded}
    />
  );
});
