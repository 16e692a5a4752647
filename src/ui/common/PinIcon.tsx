import { Pin } from 'lucide-react';

/** The pin of a pinned chat, file, folder or campaign; it names itself for assistive tech. */
export function PinIcon({ className, label = 'Pinned' }: { className?: string | undefined; label?: string }) {
  return <Pin className={className} role="img" aria-label={label} aria-hidden={false} size={12} />;
}
