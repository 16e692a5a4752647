/** One choice of a select or a checkbox list. */
export interface Choice {
  value: string;
  label: string;
  /** Shown beside the label in a checkbox list (a permission's key). */
  detail?: string;
}

type Name<Values> = keyof Values & string;

/**
 * A field of an add/edit dialog, declared by the screen and drawn by FormFields: what the user
 * types or picks, under which label. The values live in the screen's EntityForm.
 */
export type FieldSpec<Values> =
  | {
      kind: 'text';
      name: Name<Values>;
      label: string;
      required?: boolean;
      /** A multi-line field of this many rows. */
      rows?: number;
      type?: 'email' | 'number' | 'date';
      /** Fixed once created (a permission's key, a setting's key). */
      readOnly?: boolean;
      /** Masked, with a show/hide toggle (spec 3 §5 secret channel fields). */
      secret?: boolean;
      /** The input's id, where tests or labels need a stable one. */
      id?: string;
    }
  | {
      kind: 'select';
      name: Name<Values>;
      label: string;
      placeholder: string;
      choices: readonly Choice[];
      required?: boolean;
      disabled?: boolean;
      /** The choices are on their way. */
      busy?: boolean;
    }
  | { kind: 'checkbox'; name: Name<Values>; label: string }
  | { kind: 'checklist'; name: Name<Values>; legend: string; choices: readonly Choice[]; empty?: string }
  | { kind: 'note'; text: string };
