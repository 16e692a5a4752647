import { lightFormat } from 'date-fns';

/** The plain date the relative formats fall back to, as en-US writes it: '11/3/2024'. */
export function calendarDate(date: Date): string {
  return lightFormat(date, 'M/d/yyyy');
}
