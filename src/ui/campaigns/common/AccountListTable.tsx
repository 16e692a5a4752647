import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { InlineName } from '../../kit/row-actions/InlineName';
import { RowMenu } from '../../kit/row-actions/RowMenu';
import { type DataColumn, DataTable } from '../../kit/table/DataTable';
import type { AccountList, NamedRow } from './AccountList';

/** A row's name, renamed in place by those who may change the list (spec 2 §2.4, §2.5). */
export const RowName = observer(function RowName<Row extends NamedRow>({
  vm,
  row,
}: {
  vm: AccountList<Row>;
  row: Row;
}) {
  return <InlineName actions={vm.actions} id={row.id} name={row.name} editable={vm.mayChange} />;
});

/**
 * The folders or campaigns table: the list's own columns, then each row's Pin/Delete menu for
 * those who may change it; sorted and paged on the server through the list; cards on a phone.
 */
export const AccountListTable = observer(function AccountListTable<Row extends NamedRow>({
  vm,
  label,
  columns,
  onRowClick,
}: {
  vm: AccountList<Row>;
  label: string;
  columns: readonly DataColumn<Row>[];
  onRowClick?(row: Row): void;
}) {
  const withMenu = useMemo<DataColumn<Row>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        cell: (row) =>
          vm.mayChange && (
            <RowMenu
              actions={vm.actions}
              row={row}
              id={row.id}
              name={row.name}
              pinned={row.isPinned}
              {...(vm.fields ? { fields: vm.fields } : {})}
            />
          ),
      },
    ],
    [vm, columns],
  );
  return (
    <DataTable
      label={label}
      rows={vm.rows}
      columns={withMenu}
      rowId={(row) => row.id}
      sorting={vm.list}
      busy={vm.list.loading || !vm.list.loaded}
      cardsOnPhone
      {...(onRowClick ? { onRowClick } : {})}
    />
  );
});
