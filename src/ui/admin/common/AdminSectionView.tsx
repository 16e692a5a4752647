import type { RowData } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm } from '../../kit/dialogs/Confirm';
import { FormFor } from '../../kit/dialogs/FormFor';
import type { EntityForm } from '../../kit/form/EntityForm';
import kit from '../../kit/Kit.module.css';
import { ErrorLine, LoadState, NoticeLine } from '../../kit/list/LoadState';
import { SearchBox } from '../../kit/list/SearchBox';
import { ShowMore } from '../../kit/list/ShowMore';
import { type DataColumn, DataTable } from '../../kit/table/DataTable';
import styles from './Admin.module.css';
import type { AdminColumn, AdminSection, RowButton } from './admin-section';

// Only Channel Config's table has toggles: the other tabs, and /admin's first load, go without them.
const ToggleSwitch = lazy(() => import('./ToggleSwitch'));

function Cell<Row>({ column, row }: { column: AdminColumn<Row>; row: Row }) {
  const text = column.text(row);
  if (column.toggle) {
    const { toggle } = column;
    return (
      <>
        <Suspense fallback={null}>
          <ToggleSwitch on={toggle.on(row)} label={toggle.label(row)} toggled={() => toggle.toggled(row)} />
        </Suspense>{' '}
        {text}
      </>
    );
  }
  const look = typeof column.look === 'function' ? column.look(row) : column.look;
  if (look === 'code') return <code>{text}</code>;
  if (look === 'badge') return <span className={kit.badge}>{text}</span>;
  if (look === 'highlighted') return <span className={styles.highlighted}>{text}</span>;
  return <>{text}</>;
}

function Buttons<Row>({
  buttons,
  row,
  go,
}: {
  buttons: readonly RowButton<Row>[];
  row: Row;
  go(to: string): void;
}) {
  return (
    <>
      {buttons
        .filter((button) => button.shown?.(row) ?? true)
        .map((button) => {
          const refusal = button.refusal?.(row);
          return (
            <button
              key={button.label}
              type="button"
              className={button.danger ? kit.danger : kit.button}
              aria-label={button.name(row)}
              disabled={refusal !== undefined}
              title={refusal}
              onClick={async () => {
                const next = await button.pressed(row);
                if (typeof next === 'string') go(next);
              }}
            >
              {button.label}
            </button>
          );
        })}
    </>
  );
}

/**
 * An admin table as its resource declares it (spec 3 §2): heading, search and Add, the error
 * and notice lines, the load state, the one DataTable, Show more, the add/edit dialog and the
 * question before a delete.
 */
export const AdminSectionView = observer(function AdminSectionView<
  Row extends RowData,
  Values extends object,
>({ section }: { section: AdminSection<Row, Values> }) {
  const { collection, view } = section;
  const { list } = collection;
  const navigate = useNavigate();
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      ...view.columns.map((column) => ({
        id: column.id,
        header: column.header,
        sortable: Boolean(column.sort),
        ...(column.look === 'code' ? { look: 'code' as const } : {}),
        cell: (row: Row) => <Cell column={column} row={row} />,
      })),
      ...(view.buttons?.length
        ? [
            {
              id: 'actions',
              header: 'Actions',
              look: 'actions' as const,
              cell: (row: Row) => <Buttons buttons={view.buttons ?? []} row={row} go={navigate} />,
            },
          ]
        : []),
    ],
    [view, navigate],
  );
  const form = collection.form as EntityForm<Values> | null;
  const showsEmpty = list.loaded && !list.loadError && list.matching.length === 0;
  return (
    <section aria-labelledby={view.headingId}>
      <div className={kit.toolbar}>
        <h2 id={view.headingId}>{view.heading}</h2>
        {view.search && <SearchBox list={list} {...view.search} />}
        {view.add && (
          <button type="button" className={kit.primary} onClick={() => void view.add?.pressed()}>
            {view.add.label}
          </button>
        )}
      </div>
      <NoticeLine text={collection.notice} />
      <ErrorLine text={collection.error} />
      <LoadState loading={list.loading} error={list.loadError} onRetry={() => void collection.load()} />
      {!list.loadError && (
        <DataTable
          label={view.table}
          rows={collection.rows}
          columns={columns}
          rowId={collection.rowId}
          sorting={list.sort ? list : undefined}
          busy={list.loading}
        />
      )}
      {showsEmpty && view.empty && (
        <div className={kit.empty}>
          {view.empty.texts.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {view.empty.addLabel && view.add && (
            <button type="button" className={kit.primary} onClick={() => void view.add?.pressed()}>
              {view.empty.addLabel}
            </button>
          )}
        </div>
      )}
      <ShowMore list={list} noun={view.noun ?? 'rows'} />
      {form && view.fields && (
        <FormFor
          form={form}
          fields={view.fields(form)}
          onSubmit={() => void collection.formSubmitted()}
          onClose={() => collection.formClosed()}
        />
      )}
      {view.confirm && (
        <Confirm
          confirmation={collection.actions.deletion}
          title={view.confirm.title}
          question={view.confirm.question}
          confirmLabel={view.confirm.label ?? 'Delete'}
          onConfirm={() => void collection.actions.deleteConfirmed()}
        />
      )}
    </section>
  );
});

/** A dashboard tab that is one admin table (the tab catalogue's screen for Users, Roles …). */
export function AdminSectionTab<Row extends RowData, Values extends object>({
  vm,
}: {
  vm: AdminSection<Row, Values>;
}) {
  return <AdminSectionView section={vm} />;
}
