import type { UploadEndpoint } from '@/rules/media';

/**
 * Uploads go to the server that answers GraphQL (SPEC §7 REST), so an SPA built with
 * VITE_GRAPHQL_URL pointing at another server uploads there too.
 */
export function uploadUrl(endpoint: UploadEndpoint, graphqlUrl = import.meta.env.VITE_GRAPHQL_URL): string {
  const api = new URL(graphqlUrl || '/graphql', window.location.origin);
  return new URL(`/api/v1/media/${endpoint}`, api.origin).toString();
}
