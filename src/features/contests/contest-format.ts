/** A contest's length: '14 days'. */
export const formatDuration = (days: number | null | undefined) =>
  days === null || days === undefined ? '-' : `${days} ${days === 1 ? 'day' : 'days'}`;
