import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Campaign } from '../../../core/domain/campaign';
import { destinationLabel } from '../../../core/domain/campaigns/destinations';
import { PinIcon } from '../../common/PinIcon';
import styles from '../common/Campaigns.module.css';
import { InlineName } from '../common/InlineName';
import { RowMenu } from '../common/RowMenu';
import { type ServerColumn, ServerTable } from '../common/ServerTable';
import { StatusBadge } from '../common/StatusBadge';
import type { CampaignsListViewModel } from './CampaignsListViewModel';

const pathOf = (campaign: Campaign) => `/campaigns/${encodeURIComponent(campaign.id)}`;

/** The campaigns table (spec 2 §2.5): a row click opens the campaign, except on its controls. */
export const CampaignTable = observer(function CampaignTable({ vm }: { vm: CampaignsListViewModel }) {
  const navigate = useNavigate();
  const columns = useMemo<ServerColumn<Campaign>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortBy: true,
        cell: (campaign) => (
          <>
            <InlineName
              name={campaign.name}
              editing={vm.renamingId === campaign.id}
              editable={vm.mayChange}
              label={`New name for ${campaign.name}`}
              onStart={() => vm.renameStarted(campaign.id)}
              onCommit={(value) => void vm.renameCommitted(campaign, value)}
              onCancel={() => vm.renameCancelled()}
            />{' '}
            <a
              href={pathOf(campaign)}
              className={styles.visuallyHidden}
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
        sortBy: true,
        cell: (campaign) => <StatusBadge status={campaign.status} />,
      },
      {
        id: 'destination',
        header: 'Destination',
        sortBy: true,
        cell: (campaign) => destinationLabel(campaign.destination),
      },
      { id: 'folder_name', header: 'Folder', sortBy: true, cell: (campaign) => campaign.folder_name ?? '' },
      {
        id: 'created_at',
        header: 'Created',
        sortBy: true,
        cell: (campaign) => vm.dateText(campaign.created_at),
      },
      {
        id: 'updated_at',
        header: 'Updated',
        sortBy: true,
        cell: (campaign) => vm.dateText(campaign.updated_at),
      },
      {
        id: 'is_pinned',
        header: 'Pinned',
        sortBy: true,
        cell: (campaign) => (campaign.is_pinned ? <PinIcon /> : ''),
      },
      {
        id: 'actions',
        cell: (campaign) =>
          vm.mayChange && (
            <RowMenu
              name={campaign.name}
              pinned={campaign.is_pinned}
              onPin={() => void vm.pinToggled(campaign)}
              onDelete={() => vm.deleteRequested(campaign)}
            />
          ),
      },
    ],
    [vm, navigate],
  );
  return (
    <ServerTable
      list={vm.list}
      columns={columns}
      rowId={(campaign) => campaign.id}
      onRowClick={(campaign) => navigate(pathOf(campaign))}
    />
  );
});
