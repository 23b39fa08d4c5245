/**
 * What a route declares about its screen besides its code (TanStack Router's `staticData`): read from the
 * route tree by whatever lists screens (the document title today), so no central table repeats the routes.
 * It stays in the route tree, not in the route's lazy chunk, so it is known before the screen loads.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name as the side menu and its heading give it (SPEC §2.1): 'Members', 'Edit Post'. */
    title?: string;
  }
}

export {};
