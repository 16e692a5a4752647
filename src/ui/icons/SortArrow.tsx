import { ArrowDown, ArrowUp } from 'lucide-react';

/** The sorted column's direction beside its header; aria-sort on the header says it to assistive tech. */
export function SortArrow({ direction }: { direction: 'asc' | 'desc' | false | null | undefined }) {
  if (direction !== 'asc' && direction !== 'desc') return null;
  const Arrow = direction === 'asc' ? ArrowUp : ArrowDown;
  return <Arrow size={12} aria-hidden="true" style={{ marginLeft: '0.25rem', verticalAlign: 'middle' }} />;
}
