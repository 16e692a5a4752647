import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { destinationLabel } from '../../../core/domain/campaigns/destinations';
import { PinIcon } from '../../common/PinIcon';
import styles from '../common/Campaigns.module.css';
import { InlineName } from '../common/InlineName';
import { RowMenu } from '../common/RowMenu';
import { SortHeader } from '../common/SortHeader';
import { StatusBadge } from '../common/StatusBadge';
import type { CampaignsListViewModel } from './CampaignsListViewModel';

const COLUMNS: [column: string, label: string][] = [
  ['name', 'Name'],
  ['status', 'Status'],
  ['destination', 'Destination'],
  ['folder_name', 'Folder'],
  ['created_at', 'Created'],
  ['updated_at', 'Updated'],
  ['is_pinned', 'Pinned'],
];

/** A click on a row opens the campaign, unless it was on one of the row's controls (spec 2 §2.5). */
function onActionControl(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  return Boolean(target.closest('[data-action-control], a, button, input, select'));
}

export const CampaignTable = observer(function CampaignTable({ vm }: { vm: CampaignsListViewModel }) {
  const navigate = useNavigate();
  const { list } = vm;
  return (
    <table className={styles.table} aria-busy={list.loading}>
      <thead>
        <tr>
          {COLUMNS.map(([column, label]) => (
            <SortHeader
              key={column}
              column={column}
              label={label}
              state={list.state}
              onSort={(c) => void list.sortClicked(c)}
            />
          ))}
          <th scope="col">
            <span className={styles.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((campaign) => (
          <tr
            key={campaign.id}
            className={styles.clickable}
            onClick={(event) => {
              if (!onActionControl(event)) navigate(`/campaigns/${encodeURIComponent(campaign.id)}`);
            }}
          >
            <td>
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
                href={`/campaigns/${encodeURIComponent(campaign.id)}`}
                className={styles.visuallyHidden}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/campaigns/${encodeURIComponent(campaign.id)}`);
                }}
              >
                Open {campaign.name}
              </a>
            </td>
            <td>
              <StatusBadge status={campaign.status} />
            </td>
            <td>{destinationLabel(campaign.destination)}</td>
            <td>{campaign.folder_name ?? ''}</td>
            <td>{vm.dateText(campaign.created_at)}</td>
            <td>{vm.dateText(campaign.updated_at)}</td>
            <td>{campaign.is_pinned ? <PinIcon /> : ''}</td>
            <td>
              {vm.mayChange && (
                <RowMenu
                  name={campaign.name}
                  pinned={campaign.is_pinned}
                  onPin={() => void vm.pinToggled(campaign)}
                  onDelete={() => vm.deleteRequested(campaign)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
