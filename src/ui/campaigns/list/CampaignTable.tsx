import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Campaign } from '../../../core/domain/campaign';
import { destinationLabel } from '../../../core/domain/campaigns/destinations';
import { PinIcon } from '../../common/PinIcon';
import type { DataColumn } from '../../kit/table/DataTable';
import { AccountListTable, RowName } from '../common/AccountListTable';
import styles from '../common/Campaigns.module.css';
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
            {vm.mayChange && (
              <input
                type="checkbox"
                aria-label={`Select ${campaign.name}`}
                checked={vm.selectedIds.has(campaign.id)}
                onChange={(event) => vm.rowSelected(campaign.id, event.target.checked)}
              />
            )}{' '}
            <RowName vm={vm} row={campaign} />{' '}
            <a
              href={pathOf(campaign)}
              className="visually-hidden"
              onClick={(event) => {
                event.preventDefault();
                navigate(pathOf(campaign));
              }}
            >
              Open {campaign.name}
            </a>
            {vm.descriptionOf(campaign) && (
              <span className={styles.description}>{vm.descriptionOf(campaign)}</span>
            )}
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
    ],
    [vm, navigate],
  );
  return (
    <AccountListTable
      vm={vm}
      label="Campaigns"
      columns={columns}
      onRowClick={(campaign) => navigate(pathOf(campaign))}
    />
  );
});
