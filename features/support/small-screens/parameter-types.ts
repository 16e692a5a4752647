import { defineParameterType } from '@cucumber/cucumber';
import type { DrawerDismissal } from './tasks/closeTheDrawer';
import type { SheetDismissal } from './touch/closeTheBriefcase';

/** The devices of issue 34 (devices.ts), as the scenarios name them. */
defineParameterType({ name: 'device', regexp: /tablet \(820 × 1180\)|phone \(390 × 844\)/ });

defineParameterType({
  name: 'dismissal',
  regexp: /with Escape|by tapping beside it/,
  transformer: (how: string) => how as DrawerDismissal,
});

defineParameterType({
  name: 'sheetDismissal',
  regexp: /with its close button|with Escape/,
  transformer: (how: string) => how as SheetDismissal,
});
