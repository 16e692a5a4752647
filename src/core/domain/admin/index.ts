export * from './account-admin-rules';
export * from './channel-fields';
export * from './entities';
export * from './forms';
export * from './tabs';
export * from './texts';
export * from './user-rules';
