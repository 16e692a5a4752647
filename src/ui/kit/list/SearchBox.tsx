import { observer } from 'mobx-react-lite';
import styles from '../Kit.module.css';

/** A collection's search: what the box shows, typing, and (where offered) Enter or the button. */
export interface Searchable {
  readonly searchInput: string;
  searchTyped(text: string): void;
  searchSubmitted?(): void;
}

/** The search box of a collection; with a Search button where the spec shows one (spec 3 §2 Users). */
export const SearchBox = observer(function SearchBox({
  list,
  label,
  placeholder,
  withButton = false,
}: {
  list: Searchable;
  label: string;
  placeholder: string;
  withButton?: boolean;
}) {
  const box = (
    <input
      className={styles.input}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={list.searchInput}
      onChange={(event) => list.searchTyped(event.target.value)}
    />
  );
  if (!withButton) return box;
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        list.searchSubmitted?.();
      }}
    >
      {box}{' '}
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
});
