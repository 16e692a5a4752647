import { endpoint } from '../endpoint';

/**
 * A plain admin collection (issue 33): records of text fields that one tab lists, adds, edits and
 * deletes, with no rule of their own beyond the fields' limits. Declared once here, with its
 * `name` (the path's segment, the tab's id, the list answer's key and the stored records' tag);
 * the endpoints, their description, the demo backend's routes, the matrix walk's probes, the
 * contract test's drive, the HTTP adapter's calls and the tab derive from it. Light on purpose:
 * the HTTP adapter and the palette import it in the first load.
 */

/** Who may list and change the records: a pair of rows of the permission matrix. */
export const RECORD_ACCESS = {
  'super-admin': { list: 'super-admin-records:list', change: 'super-admin-records:change' },
} as const;

export type RecordAccess = keyof typeof RECORD_ACCESS;

/** One field of a record: text, or a calendar day (`YYYY-MM-DD`). */
export interface RecordField {
  readonly label: string;
  readonly kind?: 'text' | 'date';
  readonly required?: boolean;
  /** Characters at most (text); the simulation's text limit otherwise. */
  readonly maxLength?: number;
}

export interface RecordCollectionDeclaration<Name extends string, One extends string, Field extends string> {
  /** Lower-case, plural: 'holidays'. */
  readonly name: Name;
  /** One record, for the answer's key and the texts: 'holiday'. */
  readonly one: One;
  /** The tab's label: 'Holidays'. */
  readonly label: string;
  /** The spec section or area the tab belongs to, for the reference page. */
  readonly summary: string;
  readonly access: RecordAccess;
  /** The first field is the record's name in texts and the table's default sort. */
  readonly fields: Readonly<Record<Field, RecordField>>;
  /** A record the contract's examples send, and the demo's first record. */
  readonly example: Readonly<Record<Field, string>>;
}

const collectionPath = <Name extends string>(name: Name) => `/api/admin/${name}` as const;

/** The declaration with its four endpoints. */
export function recordCollection<const Name extends string, const One extends string, Field extends string>(
  declared: RecordCollectionDeclaration<Name, One, Field>,
) {
  const many = collectionPath(declared.name);
  const one = `${many}/{id}` as const;
  const { list, change } = RECORD_ACCESS[declared.access];
  return {
    ...declared,
    endpoints: {
      list: endpoint({ method: 'GET', path: many, rule: list }),
      create: endpoint({ method: 'POST', path: many, rule: change }),
      update: endpoint({ method: 'PUT', path: one, rule: change }),
      remove: endpoint({ method: 'DELETE', path: one, rule: change }),
    },
  };
}

export type RecordCollection = ReturnType<typeof recordCollection<string, string, string>>;

/** One record's word as a title: 'holiday' → 'Holiday' ("Add Holiday", the schema `Holiday`). */
export const titled = (one: string) => `${one.charAt(0).toUpperCase()}${one.slice(1)}`;

/** Whether a value is a calendar day, 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The id of the record the demo seeds from the declaration's example, which the contract's examples name. */
export function seededRecordId(collection: Pick<RecordCollection, 'one'>): string {
  return `${collection.one}-example`;
}
