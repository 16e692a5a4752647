import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Campaign } from '../../../core/domain/campaign';
import { destinationLabel } from '../../../core/domain/campaigns/destinations';
import { PinIcon } from '../../common/PinIcon';
import kit from '../../kit/Kit.module.css';
import { InlineName } from '../../kit/row-actions/InlineName';
import { RowMenu } from '../../kit/row-actions/RowMenu';
import { type DataColumn, DataTable } from '../../kit/table/DataTable';
import { StatusBadge } from '../common/StatusBadge';
import type { CampaignsListViewModel } from './CampaignsListViewModel';

const pathOf = (campaign: Campaign) => `/campaigns/${encodeURIComponent(campaign.id)}`;

/** The campaigns table (spec 2 §2.5): a row click opens the campaign, except on its controls. */
export const CampaignTable = observer(function CampaignTable({ vm }: { vm: CampaignsListViewModel }) {
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<Campaign>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        cell: (campaign) => (
          <>
            <InlineName actions={vm.actions} id={campaign.id} name={campaign.name} editable={vm.mayChange} />{' '}
            <a
              href={pathOf(campaign)}
              className={kit.visuallyHidden}
              onClick={(event) => {
                event.preventDefault();
                navigate(pathOf(campaign));
              }}
            >
              Open {campaign.name}
            </a>
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (campaign) => <StatusBadge status={campaign.status} />,
      },
      {
        id: 'destination',
        header: 'Destination',
        sortable: true,
        cell: (campaign) => destinationLabel(campaign.destination),
      },
      { id: 'folderName', header: 'Folder', sortable: true, cell: (campaign) => campaign.folderName ?? '' },
      {
        id: 'createdAt',
        header: 'Created',
        sortable: true,
        cell: (campaign) => vm.dateText(campaign.createdAt),
      },
      {
        id: 'updatedAt',
        header: 'Updated',
        sortable: true,
        cell: (campaign) => vm.dateText(campaign.updatedAt),
      },
      {
        id: 'isPinned',
        header: 'Pinned',
        sortable: true,
        cell: (campaign) => (campaign.isPinned ? <PinIcon /> : ''),
      },
      {
        id: 'actions',
        cell: (campaign) =>
          vm.mayChange && (
            <RowMenu
              actions={vm.actions}
              row={campaign}
              id={campaign.id}
              name={campaign.name}
              pinned={campaign.isPinned}
            />
          ),
      },
    ],
    [vm, navigate],
  );
  return (
    <DataTable
      label="Campaigns"
      rows={vm.rows}
      columns={columns}
      rowId={(campaign) => campaign.id}
      sorting={vm.list}
      busy={vm.list.loading || !vm.list.loaded}
      onRowClick={(campaign) => navigate(pathOf(campaign))}
    />
  );
});
