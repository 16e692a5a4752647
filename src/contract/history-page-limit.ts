/**
 * The most messages one page of a chat's history may hold: a page stays well under 100 kB of JSON
 * (the demo backend refuses more with a 400). Apart from the query's schema so that the demo
 * backend, bundled for the in-memory profile, names it without the schema's number checks: the
 * app's shared validation chunk would carry them on every first load.
 */
export const MAX_HISTORY_PAGE = 200;
