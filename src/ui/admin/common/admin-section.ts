import { ADMIN_LOAD_DELAY_MS } from '../../../core/domain/admin/tabs';
import type { SortState } from '../../../core/domain/lists/sorting';
import { type CollectionDeclaration, CollectionViewModel } from '../../kit/collection/CollectionViewModel';
import type { SortColumn } from '../../kit/collection/LocalCollection';
import type { EntityForm } from '../../kit/form/EntityForm';
import type { FieldSpec } from '../../kit/form/fields';
import type { AdminDeps } from '../AdminDeps';

/** How a cell looks beyond plain text. */
export type CellLook = 'code' | 'badge' | 'highlighted';

/** One column of an admin table: its header, what a cell says, and how it sorts (when it does). */
export interface AdminColumn<Row> {
  id: string;
  header: string;
  text(row: Row): string | number;
  look?: CellLook | ((row: Row) => CellLook);
  sort?: SortColumn<Row>;
  /** A switch in the cell (an assignment's Enabled): its accessible name, state and intent. */
  toggle?: { label(row: Row): string; on(row: Row): boolean; toggled(row: Row): void };
}

/** A button of each row: 'Edit', 'Delete', 'Impersonate'. */
export interface RowButton<Row> {
  label: string;
  /** Its accessible name, naming the row: 'Edit role Planner'. */
  name(row: Row): string;
  danger?: boolean;
  /** Whether the row offers it at all (system permissions have no Edit). */
  shown?(row: Row): boolean;
  /** Why it cannot be pressed now (disabled, said on hover). */
  refusal?(row: Row): string | undefined;
  /** The intent; an address it answers is where the page goes next. */
  pressed(row: Row): unknown;
}

/** What an admin table looks like and says: the declaration the one section view draws. */
export interface SectionView<Row, Values extends object> {
  heading: string;
  headingId: string;
  /** The table's accessible name. */
  table: string;
  add?: { label: string; pressed(): unknown };
  search?: { label: string; placeholder: string; withButton?: boolean };
  columns: readonly AdminColumn<Row>[];
  buttons?: readonly RowButton<Row>[];
  /** Shown instead of the table when nothing is listed; `addLabel` offers the add button again. */
  empty?: { texts: readonly string[]; addLabel?: string };
  /** The question before a delete. */
  confirm?: { title: string; question(row: Row): string; label?: string };
  /** The fields of the open add/edit dialog, for what it holds now. */
  fields?(form: EntityForm<Values>): readonly FieldSpec<Values>[];
  /** What 'Show more' counts ('users'). */
  noun?: string;
}

/** A table of the admin dashboard: its view model and the declaration that draws it. */
export interface AdminSection<Row, Values extends object = object> {
  readonly collection: CollectionViewModel<Row>;
  readonly view: SectionView<Row, Values>;
}

export interface SectionDeclaration<Row, Column extends string>
  extends Omit<CollectionDeclaration<Row, Column>, 'clock' | 'sort' | 'loadDelayMs'> {
  columns: readonly AdminColumn<Row>[];
  initialSort?: SortState<Column>;
}

/**
 * The collection of an admin table: the spec's 50 ms load delay, sorted by its declared columns;
 * how each load ended is told to `loadAnswered`.
 */
export function adminCollection<Row, Column extends string = string>(
  deps: Pick<AdminDeps, 'clock' | 'loadAnswered'>,
  { columns, initialSort, load, ...declaration }: SectionDeclaration<Row, Column>,
): CollectionViewModel<Row, Column> {
  const sorts = Object.fromEntries(
    columns.flatMap((column) => (column.sort ? [[column.id, column.sort]] : [])),
  ) as Record<Column, SortColumn<Row>>;
  return new CollectionViewModel<Row, Column>({
    ...declaration,
    load: async () => {
      const outcome = await load();
      deps.loadAnswered?.(outcome);
      return outcome;
    },
    clock: deps.clock,
    loadDelayMs: ADMIN_LOAD_DELAY_MS,
    ...(initialSort ? { sort: { columns: sorts, initial: initialSort } } : {}),
  });
}
