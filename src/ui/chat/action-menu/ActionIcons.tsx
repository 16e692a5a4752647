import { Check, Ellipsis, Link, type LucideIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

/** The quick actions' icons (lucide-react); decorative: each button carries its own name. */
const decorative = (Icon: LucideIcon) => () => <Icon size={16} aria-hidden="true" focusable="false" />;

export const ReferenceIcon = decorative(Link);
export const ApproveIcon = decorative(Check);
export const EditIcon = decorative(Pencil);
export const MoreIcon = decorative(Ellipsis);

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
