import { Link } from '@tanstack/react-router';
import type { FileRoutesByTo } from '@/routeTree.gen';

/**
 * The record page of each entity type whose audit rows carry the record's id (the page's `$id`). Theory
 * questions (opened by number) and traffic signs (by slug) have pages too, but their rows hold the id,
 * and transfer requests, settings options, media and notifications have no page of their own.
 */
const RECORD_PAGES = {
  user: '/users/view/$id',
  post: '/post-management/detail/view/$id',
  banner: '/banner/view/$id',
  benefit_item: '/benefit-package/view/$id',
  car: '/car-list/view/$id',
  car_version: '/market-price/view/$id',
  review_category: '/category-management/view/$id',
  contest: '/contest/view/$id',
  feedback: '/feedback/view/$id',
  question_simulation: '/learning-driving/question-simulation/view/$id',
  question_simulation_group: '/learning-driving/question-simulation-group/view/$id',
  review: '/reviews/view/$id',
  review_video: '/reviews/video/view/$id',
  service_package: '/service-package/view/$id',
  user_service_package: '/user-services/view/$id',
  avatar: '/services/avatar/view/$id',
  car_buying_need: '/services/buying-demand/view/$id',
  driving_center: '/services/driving-center/view/$id',
  garage: '/services/garage-salon/view/$id',
  parking: '/services/parking/view/$id',
  staff: '/staff/view/$id',
} as const satisfies Record<string, keyof FileRoutesByTo>;

const hasPage = (entityType: string): entityType is keyof typeof RECORD_PAGES =>
  Object.hasOwn(RECORD_PAGES, entityType);

/** An audit row's entity id, linking to the record's page where it has one (a deleted record's shows its not-found state). */
export function RecordLink(props: {
  entityType: string;
  entityId: string | null | undefined;
  label?: string;
}) {
  const { entityType, entityId } = props;
  if (!entityId) return <>-</>;
  if (!hasPage(entityType)) return <span className="font-mono text-xs">{entityId}</span>;
  return (
    <Link
      to={RECORD_PAGES[entityType]}
      params={{ id: entityId }}
      className="font-mono text-xs text-primary hover:underline"
      aria-label={props.label}
    >
      {entityId}
    </Link>
  );
}
