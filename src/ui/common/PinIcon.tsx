/** A drawn pin rather than an emoji: not every system has an emoji font. */
export function PinIcon({ className, label = 'Pinned' }: { className?: string | undefined; label?: string }) {
  return (
    <svg className={className} role="img" aria-label={label} viewBox="0 0 16 16" width="12" height="12">
      <path
        fill="currentColor"
        d="M10.5 1.5 14.5 5.5 13 6 10.5 8.5 10 12 8.5 13.5 6 11 2.5 14.5 1.5 13.5 5 10 2.5 7.5 4 6 7.5 5.5 10 3z"
      />
    </svg>
  );
}
