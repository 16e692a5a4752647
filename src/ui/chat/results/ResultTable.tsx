import { ChevronRight } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { TableScroll } from '../../kit/table/TableScroll';
import { CollapsibleBody } from './CollapsibleBody';
import styles from './ResultTable.module.css';
import { type ResultRow, type ResultRowsOptions, toResultRows } from './result-rows';
import { StatusText } from './StatusText';

export interface ResultTableProps {
  /** Any JSON value (or a JSON string); see result-rows.ts for how it becomes rows. */
  value: unknown;
  /** Accessible name of the table. */
  label?: string;
  /** The whole table folded away (the parent keeps this per chat). */
  collapsed?: boolean;
  /** Shows a Hide/Show details toggle when given. */
  onToggleCollapsed?: () => void;
  options?: ResultRowsOptions;
}

/** Nested sections start open down to this depth, so large results open readable rather than endless. */
const OPEN_DEPTH = 2;
/** Sections with more rows than this start folded. */
const OPEN_MAX_ROWS = 50;

function openByDefault(row: ResultRow): boolean {
  return row.cell.kind === 'nested' && row.depth < OPEN_DEPTH && row.cell.rows.length <= OPEN_MAX_ROWS;
}

/** A JSON result as a key/value table with foldable nested sections. */
export function ResultTable({ value, options, ...shown }: ResultTableProps) {
  const rows = useMemo(() => toResultRows(value, options), [value, options]);
  return <ResultRowsTable rows={rows} {...shown} />;
}

export interface ResultRowsTableProps extends Omit<ResultTableProps, 'value' | 'options'> {
  /** The rows already read (the result viewer's own, see shown-result.ts). */
  rows: ResultRow[];
}

/** Rows read from a result as a key/value table with foldable nested sections. */
export function ResultRowsTable({
  rows,
  label = 'Result details',
  collapsed = false,
  onToggleCollapsed,
}: ResultRowsTableProps) {
  // Only the rows the user toggled are stored; the others follow openByDefault.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = useCallback((row: ResultRow) => toggled.get(row.id) ?? openByDefault(row), [toggled]);
  const toggle = useCallback(
    (row: ResultRow) =>
      setToggled((previous) => new Map(previous).set(row.id, !(previous.get(row.id) ?? openByDefault(row)))),
    [],
  );
  return (
    <CollapsibleBody collapsed={collapsed} onToggleCollapsed={onToggleCollapsed}>
      <TableScroll label={label}>
        <RowsTable rows={rows} label={label} isOpen={isOpen} onToggle={toggle} />
      </TableScroll>
    </CollapsibleBody>
  );
}

interface RowsTableProps {
  rows: ResultRow[];
  label: string;
  nested?: boolean;
  isOpen: (row: ResultRow) => boolean;
  onToggle: (row: ResultRow) => void;
}

function RowsTable({ rows, label, nested = false, isOpen, onToggle }: RowsTableProps) {
  const assessed = rows.some((row) => row.cell.kind === 'assessment');
  const headClass = nested && !assessed ? styles.srOnly : undefined;
  return (
    <table className={nested ? `${styles.table} ${styles.nested}` : styles.table} aria-label={label}>
      <thead className={headClass}>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Value</th>
          {assessed && <th scope="col">Status</th>}
          {assessed && <th scope="col">Notes</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <RowView key={row.id} row={row} span={assessed ? 3 : 1} isOpen={isOpen} onToggle={onToggle} />
        ))}
      </tbody>
    </table>
  );
}

interface RowViewProps {
  row: ResultRow;
  /** Columns a plain value spans, so it lines up beside three-column assessments. */
  span: number;
  isOpen: (row: ResultRow) => boolean;
  onToggle: (row: ResultRow) => void;
}

function RowView({ row, span, isOpen, onToggle }: RowViewProps) {
  const sectionId = useId();
  const { cell } = row;
  if (cell.kind === 'assessment') {
    return (
      <tr>
        <th scope="row">{row.label}</th>
        <td>{cell.value}</td>
        <td>
          <StatusText status={cell.status} />
        </td>
        <td>{cell.notes}</td>
      </tr>
    );
  }
  if (cell.kind === 'text') {
    return (
      <tr>
        <th scope="row">{row.label}</th>
        <td colSpan={span} className={styles.text}>
          {cell.text}
        </td>
      </tr>
    );
  }
  const open = isOpen(row);
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={sectionId}
          onClick={() => onToggle(row)}
        >
          <ChevronRight size={14} className={styles.chevron} aria-hidden="true" />
          <span className={styles.label}>{row.label}</span>
        </button>
      </th>
      <td colSpan={span} id={sectionId} className={styles.sectionCell}>
        {open ? (
          <RowsTable rows={cell.rows} label={row.label} nested isOpen={isOpen} onToggle={onToggle} />
        ) : (
          <span className={styles.summary}>{cell.summary}</span>
        )}
      </td>
    </tr>
  );
}
