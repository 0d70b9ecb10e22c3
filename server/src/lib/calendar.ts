/** The calendar: today (UTC) as YYYY-MM-DD, the day that places what is made now in a year. Tests may stand it on another day. */
export const calendar = {
  today: (): string => new Date().toISOString().slice(0, 10),
};
