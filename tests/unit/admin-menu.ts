import { createRouter } from '@tanstack/react-router';
import { buildMenu } from '../../src/components/layout/menu';
import { routeTree } from '../../src/routeTree.gen';

/**
 * The side menu as the app builds it: from the real route tree's declarations (`staticData.menu`). The
 * route files' screens are imported with them (no router plugin splits them here), which takes seconds.
 */
export const ROUTES = Object.values(createRouter({ routeTree }).routesById);
export const MENU = buildMenu(ROUTES);
