/*
 * How many messages a history read asks for. Apart from the reading code (history-read.ts) so that
 * the adapter can name them without carrying the message schemas in the page's first load.
 */

/**
 * More than a first screen holds (rows are at least about 40 px high), overscan included: the
 * newest page asked for, and a history longer than this (a backend that does not page) is read end first.
 */
export const FIRST_SCREEN_MESSAGES = 50;

/** A page of earlier messages: a few screens of scrolling up, well under 100 kB. */
export const EARLIER_PAGE_MESSAGES = 100;
