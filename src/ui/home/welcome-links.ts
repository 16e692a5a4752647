/** The welcome screen's two ways in (spec 2 §2): the first is the primary one. */
export const WELCOME_LINKS = [
  { to: '/campaign/new', label: 'Create Campaign' },
  { to: '/campaigns', label: 'View Campaigns' },
] as const;
