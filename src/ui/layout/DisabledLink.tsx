import type { ReactNode } from 'react';

/**
 * A link that is not available yet: it reads as a disabled link to assistive technology and goes
 * nowhere, instead of disappearing and moving the others.
 */
export function DisabledLink({
  className,
  title,
  children,
  label,
}: {
  className?: string;
  title: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a disabled link (the ARIA pattern: no href, aria-disabled) goes nowhere.
    <a role="link" aria-disabled="true" className={className} title={title} aria-label={label}>
      {children}
    </a>
  );
}
