import { lightFormat } from 'date-fns';

/**
 * The en-US pieces the timestamp formats share, through date-fns' `lightFormat` (numbers only):
 * its `format` brings every locale-aware token and the en-US locale, about 5 kB gz in every
 * signed-in first load, for three-letter month names.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2:05 PM' */
export function clockTime(date: Date): string {
  return lightFormat(date, 'h:mm a');
}

/** 'Nov 3' */
export function monthAndDay(date: Date): string {
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}`;
}
