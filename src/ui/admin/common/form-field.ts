/** The plain data fields of a form object that the user may edit (text, choices, flags). */
export type FormField<T> = {
  [K in keyof T]: T[K] extends string | boolean ? (K extends 'error' | 'saving' ? never : K) : never;
}[keyof T];
