/** The {no} of a theory question's address: a whole number, else the route is not found. */
export function questionNoParam(raw: string): number | undefined {
  return /^\d{1,6}$/.test(raw) ? Number(raw) : undefined;
}
