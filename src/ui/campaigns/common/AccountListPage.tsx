import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Confirm } from '../../kit/dialogs/Confirm';
import kit from '../../kit/Kit.module.css';
import { ErrorLine } from '../../kit/list/LoadState';
import { PaginationBar } from '../../kit/list/PaginationBar';
import { SearchBox } from '../../kit/list/SearchBox';
import { EditField } from '../../kit/row-actions/EditField';
import type { AccountList, NamedRow } from './AccountList';
import styles from './Campaigns.module.css';

interface AccountListPageProps<Row extends NamedRow> {
  vm: AccountList<Row>;
  title: string;
  /** What the list holds, plural: the count's and the pager's names ('Folders'). */
  noun: string;
  search: { label: string; placeholder: string };
  /** Controls beside the search: Add Folder, the folder filter, New Campaign. */
  controls: ReactNode;
  /** Above the header (a breadcrumb). */
  before?: ReactNode;
  /** Under the header, whatever the account (a success message). */
  banner?: ReactNode;
  /** The list itself: the table, its empty state, an add form. */
  children: ReactNode;
  confirm: { title: string; question(row: Row): string };
}

/**
 * The frame /folders and /campaigns share (spec 2 §2.4, §2.5): title and count, search and the
 * page's controls, 'Please select an account…', the error line with Retry after a failed load,
 * the list, the pager, and the question before a delete.
 */
export const AccountListPage = observer(function AccountListPage<Row extends NamedRow>({
  vm,
  title,
  noun,
  search,
  controls,
  before,
  banner,
  children,
  confirm,
}: AccountListPageProps<Row>) {
  const error = vm.actions.error ?? vm.loadError;
  return (
    <div className={styles.page}>
      {before}
      <div className={styles.header}>
        <h1>{title}</h1>
        <span className={styles.count}>
          {vm.list.pagination.totalItems}
          <span className="visually-hidden"> {noun.toLowerCase()}</span>
        </span>
        <span className={kit.spacer} />
        <SearchBox list={vm.list} {...search} />
        {controls}
      </div>
      {banner}
      {vm.noAccount ? (
        <p className={styles.notice}>{vm.noAccount}</p>
      ) : (
        <>
          <ErrorLine
            text={error}
            {...(vm.loadError && !vm.actions.error ? { onRetry: () => void vm.list.load() } : {})}
          />
          {children}
          <PaginationBar list={vm.list} label={noun} />
        </>
      )}
      {vm.fields && <EditField edit={vm.fields.edit} />}
      <Confirm
        confirmation={vm.actions.deletion}
        title={confirm.title}
        question={(row) => confirm.question(row)}
        onConfirm={() => void vm.actions.deleteConfirmed()}
      />
    </div>
  );
});
