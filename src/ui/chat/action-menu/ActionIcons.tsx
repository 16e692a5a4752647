import type { ReactNode } from 'react';

/** Small line icons drawn as JSX (never injected markup); decorative, so hidden from assistive tech. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ReferenceIcon = () => (
  <Icon>
    <path d="M6.5 9.5l3-3" />
    <path d="M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8" />
    <path d="M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />
  </Icon>
);

export const ApproveIcon = () => (
  <Icon>
    <path d="M3 8.5l3 3 7-7" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M10.5 2.5l3 3L6 13H3v-3z" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon>
    <circle cx="3.5" cy="8" r="0.6" fill="currentColor" />
    <circle cx="8" cy="8" r="0.6" fill="currentColor" />
    <circle cx="12.5" cy="8" r="0.6" fill="currentColor" />
  </Icon>
);

const ICONS_BY_ACTION: Readonly<Record<string, () => ReactNode>> = {
  reference: ReferenceIcon,
  approve: ApproveIcon,
  edit: EditIcon,
};

/** The built-in icon of a quick action, if it has one. */
export function iconForAction(id: string): ReactNode {
  const Draw = ICONS_BY_ACTION[id];
  return Draw ? <Draw /> : null;
}
