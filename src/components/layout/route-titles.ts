import type { FileRoutesById } from '../../routeTree.gen';
import { PRODUCT_NAME } from '../../lib/product';

export type RouteId = keyof FileRoutesById;

/**
 * The document title of every screen, keyed by route id so that no route file has to set it. Labels follow
 * the side menu (SPEC §2.1) and the screens' own headings. Layout and redirect-only routes are absent: the
 * deepest match that has a title wins.
 */
export const ROUTE_TITLES: Partial<Record<RouteId, string>> = {
  '/404': 'Page not found',
  '/500': 'Internal Server Error',
  '/auth/login': 'Sign in',
  '/auth/register': 'Register',
  '/auth/forgot': 'Forgot password',
  '/_admin/error/403': 'Not authorized',
  '/_admin/home': 'Dashboard',
  '/_admin/user-management': 'Members',
  '/_admin/users/create': 'Create member',
  '/_admin/users/view/$id': 'Member detail',
  '/_admin/users/edit/$id': 'Edit member',
  '/_admin/transfer-request': 'Transfer Request',
  '/_admin/services-package': 'Service Packages',
  '/_admin/service-package/create': 'Create service package',
  '/_admin/service-package/view/$id': 'Service package detail',
  '/_admin/service-package/edit/$id': 'Edit service package',
  '/_admin/benefit-package': 'Benefit Packages',
  '/_admin/user-services': 'User Service Packages',
  '/_admin/user-services_/create': 'Create user service package',
  '/_admin/user-services_/edit/$id': 'Edit user service package',
  '/_admin/notification': 'Notification',
  '/_admin/post-management/list': 'Posts',
  '/_admin/post-management/create': 'Create Post',
  '/_admin/post-management/detail/view/$id': 'Post Detail',
  '/_admin/post-management/edit/$id': 'Edit Post',
  '/_admin/post-management/review': 'Needs review',
  '/_admin/reviews/list': 'Reviews',
  '/_admin/reviews/create': 'Create Review',
  '/_admin/reviews/view/$id': 'Review Detail',
  '/_admin/reviews/edit/$id': 'Edit Review',
  '/_admin/reviews/video/list': 'Reviews Video',
  '/_admin/reviews/video/create': 'Create Review Video',
  '/_admin/reviews/video/view/$id': 'Review Video Detail',
  '/_admin/reviews/video/edit/$id': 'Edit Review Video',
  '/_admin/category-management/lists': 'Review Categories',
  '/_admin/category-management/create': 'Create Review Category',
  '/_admin/category-management/view/$id': 'Review Category Detail',
  '/_admin/category-management/edit/$id': 'Edit Review Category',
  '/_admin/car-list': 'Car List',
  '/_admin/car-list_/create': 'Create Car',
  '/_admin/car-list_/view/$id': 'Car Detail',
  '/_admin/car-list_/edit/$id': 'Edit Car',
  '/_admin/contest': 'Contest',
  '/_admin/contest_/create': 'Create Contest',
  '/_admin/contest_/view/$id': 'Contest Detail',
  '/_admin/contest_/edit/$id': 'Edit Contest',
  '/_admin/settings': 'Settings',
  '/_admin/media': 'Media',
  '/_admin/media_/create': 'Upload Media',
  '/_admin/banners': 'Banners',
  '/_admin/banner/create': 'Create Banner',
  '/_admin/banner/view/$id': 'Banner Detail',
  '/_admin/banner/edit/$id': 'Edit Banner',
  '/_admin/market-price': 'Market Price',
  '/_admin/market-price_/create': 'Create Market Price',
  '/_admin/market-price_/view/$id': 'Market Price Detail',
  '/_admin/market-price_/edit/$id': 'Edit Market Price',
  '/_admin/learning-driving/question-simulation': 'Question Simulation',
  '/_admin/learning-driving/question-simulation_/create': 'Create Question Simulation',
  '/_admin/learning-driving/question-simulation_/view/$id': 'Question Simulation Detail',
  '/_admin/learning-driving/question-simulation_/edit/$id': 'Edit Question Simulation',
  '/_admin/learning-driving/question-simulation-group': 'Question Simulation Group',
  '/_admin/learning-driving/question-simulation-group_/create': 'Create Question Simulation Group',
  '/_admin/learning-driving/question-simulation-group_/view/$id': 'Question Simulation Group Detail',
  '/_admin/learning-driving/question-simulation-group_/edit/$id': 'Edit Question Simulation Group',
  '/_admin/learning-driving/question-theory': 'Question Theory',
  '/_admin/learning-driving/question-theory_/create': 'Create Question Theory',
  '/_admin/learning-driving/question-theory_/view/$no': 'Question Theory Detail',
  '/_admin/learning-driving/question-theory_/edit/$no': 'Edit Question Theory',
  '/_admin/learning-driving/traffic-signs': 'Traffic Signs',
  '/_admin/learning-driving/traffic-signs_/create': 'Create Traffic Sign',
  '/_admin/learning-driving/traffic-signs_/view/$slug': 'Traffic Sign Detail',
  '/_admin/learning-driving/traffic-signs_/edit/$slug': 'Edit Traffic Sign',
  '/_admin/services/driving-center': 'Driving Center',
  '/_admin/services/driving-center_/create': 'Create Driving Center',
  '/_admin/services/driving-center_/view/$id': 'Driving Center Detail',
  '/_admin/services/driving-center_/edit/$id': 'Edit Driving Center',
  '/_admin/services/garage-salon/list': 'Garage & Salon',
  '/_admin/services/garage-salon/create': 'Create Garage & Salon',
  '/_admin/services/garage-salon/view/$id': 'Garage & Salon Detail',
  '/_admin/services/garage-salon/edit/$id': 'Edit Garage & Salon',
  '/_admin/services/parking/list': 'Parking',
  '/_admin/services/parking/create': 'Create Parking',
  '/_admin/services/parking/view/$id': 'Parking Detail',
  '/_admin/services/parking/edit/$id': 'Edit Parking',
  '/_admin/services/buying-demand/list': 'Buying Demand',
  '/_admin/services/buying-demand/create': 'Create Buying Demand',
  '/_admin/services/buying-demand/view/$id': 'Buying Demand Detail',
  '/_admin/services/buying-demand/edit/$id': 'Edit Buying Demand',
  '/_admin/services/buyer-demand/list': 'Buying Customer',
  '/_admin/services/buyer-demand/view/$id': 'Buying Customer Detail',
  '/_admin/services/avatar/list': 'Avatar',
  '/_admin/services/avatar/create': 'Create Avatar',
  '/_admin/services/avatar/view/$id': 'Avatar Detail',
  '/_admin/services/avatar/edit/$slug': 'Edit Avatar',
  '/_admin/feedback/list': 'Feedbacks',
  '/_admin/feedback/view/$id': 'Feedback Detail',
  '/_admin/feedback/reported-posts': 'Reported Posts',
  '/_admin/feedback/reported-posts_/view/$id': 'Reported Post Detail',
  '/_admin/errors/phone/list': 'Phone Message',
};

/** Routes that only redirect elsewhere, or only wrap children: they never show a screen of their own. */
export const UNTITLED_ROUTES: readonly RouteId[] = [
  '/',
  '/_admin',
  '/_admin/reviews/',
  '/_admin/category-management/',
  '/_admin/benefit-package_/create',
  '/_admin/benefit-package_/view/$id',
  '/_admin/benefit-package_/edit/$id',
  '/_admin/user-services_/view/$id',
];

/** 'Members · KAR Admin' for the deepest matched route with a title; the product name alone otherwise. */
export function documentTitle(matchedRouteIds: readonly string[]): string {
  const titles: Partial<Record<string, string>> = ROUTE_TITLES;
  for (let i = matchedRouteIds.length - 1; i >= 0; i--) {
    const id = matchedRouteIds[i];
    const title = id === undefined ? undefined : titles[id];
    if (title) return `${title} · ${PRODUCT_NAME}`;
  }
  return PRODUCT_NAME;
}
