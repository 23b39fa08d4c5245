import type { Page } from 'playwright-core';

/** One GraphQL call with the signed-in page's own session (cookies, CSRF header): the data, or a thrown error. */
export async function api<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ q, v }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { q: query, v: variables },
  );
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL call failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}
