/**
 * A select's options: the blank choice first when the select has one (its placeholder: 'Select a
 * folder', 'Any admin'), then one option per item, its value and its text as the caller reads them.
 */
export function Options<T>({
  blank,
  items,
  toValue,
  toLabel,
}: {
  blank?: string;
  items: readonly T[];
  toValue(item: NoInfer<T>): string;
  toLabel(item: NoInfer<T>): string;
}) {
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {items.map((item) => {
        const value = toValue(item);
        return (
          <option key={value} value={value}>
            {toLabel(item)}
          </option>
        );
      })}
    </>
  );
}

/** The usual readings: a record's id and name, a choice's value and label. */
export const idOf = (record: { id: string }) => record.id;
export const nameOf = (record: { name: string }) => record.name;
export const choiceValue = (choice: { value: string }) => choice.value;
export const choiceLabel = (choice: { label: string }) => choice.label;
