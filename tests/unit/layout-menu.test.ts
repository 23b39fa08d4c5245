import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS } from '../../src/rules/permissions';
import {
  filterMenu,
  firstAllowedPath,
  pathPermission,
  findActiveKey,
  findGroupOf,
  MENU,
  type MenuEntry,
} from '../../src/components/layout/menu';

const outline = (menu: readonly MenuEntry[]) =>
  menu.map((entry) =>
    entry.kind === 'link'
      ? `${entry.label} ${entry.to}`
      : [entry.label, entry.children.map((c) => `${c.label} ${c.to}`)],
  );

describe('side menu config', () => {
  it('lists every SPEC §2.1 entry and group, in order, with its path, and the three sub-entries added after their groups', () => {
    expect(outline(MENU)).toEqual([
      'Dashboard /home',
      [
        'User Management',
        [
          'Members /user-management',
          'Transfer Request /transfer-request',
          'Service Packages /services-package',
          'Benefit Packages /benefit-package',
          'User Service Packages /user-services',
        ],
      ],
      'Notification /notification',
      [
        'Post Management',
        [
          'Posts /post-management/list',
          'Create Post /post-management/create',
          'Needs review /post-management/review',
        ],
      ],
      [
        'Reviews',
        [
          'Reviews /reviews/list',
          'Reviews Video /reviews/video/list',
          'Review Categories /category-management/lists',
        ],
      ],
      'Car List /car-list',
      'Contest /contest',
      'Settings /settings',
      'Banners /banners',
      'Market Price /market-price',
      [
        'Learning Driving',
        [
          'Question Simulation /learning-driving/question-simulation',
          'Question Simulation Group /learning-driving/question-simulation-group',
          'Question Theory /learning-driving/question-theory',
          'Traffic Signs /learning-driving/traffic-signs',
        ],
      ],
      [
        'Services',
        [
          'Driving Center /services/driving-center',
          'Garage & Salon /services/garage-salon/list',
          'Parking /services/parking/list',
          'Buying Demand /services/buying-demand/list',
          'Buying Customer /services/buyer-demand/list',
          'Avatar /services/avatar/list',
          'Media Library /media',
        ],
      ],
      ['Feedbacks', ['Reported Posts /feedback/reported-posts', 'Feedbacks /feedback/list']],
      ['Errors', ['Phone Message /errors/phone/list']],
      'Audit log /audit-log',
    ]);
  });

  it('gives every entry a known permission', () => {
    for (const entry of MENU.flatMap((e) => (e.kind === 'link' ? [e] : e.children))) {
      expect(PERMISSIONS, entry.key).toContain(entry.permission);
    }
  });
});

const roleOf = (code: string) => {
  const role = BUILT_IN_ROLES.find((r) => r.code === code);
  if (!role) throw new Error(`no role ${code}`);
  return role.permissions;
};

describe('filterMenu', () => {
  it('keeps everything for SUPPER_ADMIN and nothing without permissions', () => {
    expect(filterMenu(MENU, roleOf('SUPPER_ADMIN'))).toEqual(MENU);
    expect(filterMenu(MENU, [])).toEqual([]);
    expect(filterMenu(MENU, undefined)).toEqual([]);
  });

  it('shows a moderator only their entries: posts, the review queue, members and the feedback screens', () => {
    expect(outline(filterMenu(MENU, roleOf('MODERATOR')))).toEqual([
      ['User Management', ['Members /user-management']],
      ['Post Management', ['Posts /post-management/list', 'Needs review /post-management/review']],
      ['Feedbacks', ['Reported Posts /feedback/reported-posts', 'Feedbacks /feedback/list']],
      ['Errors', ['Phone Message /errors/phone/list']],
    ]);
  });

  it('drops a group whose children are all hidden', () => {
    const menu: MenuEntry[] = [{ kind: 'group', key: 'empty', label: 'Empty', icon: Users, children: [] }];
    expect(filterMenu(menu, roleOf('SUPPER_ADMIN'))).toEqual([]);
  });
});

describe('pathPermission', () => {
  it.each([
    ['/transfer-request', 'transfers.read'],
    ['/users/view/12', 'members.read'],
    ['/users/edit/12', 'members.write'],
    ['/post-management/detail/view/3', 'posts.read'],
    ['/post-management/edit/3', 'posts.write'],
    ['/post-management/create', 'posts.write'],
    ['/post-management/review', 'posts.moderate'],
    ['/reviews/video/create', 'reviews.write'],
    ['/feedback/reported-posts/view/1', 'feedback.read'],
    ['/media/create', 'media.read'],
    ['/error/403', null],
  ])('%s needs %s', (path, permission) => {
    expect(pathPermission(path)).toBe(permission);
  });

  it('lands an admin without the dashboard on their first screen', () => {
    expect(firstAllowedPath(roleOf('MODERATOR'))).toBe('/user-management');
    expect(firstAllowedPath(roleOf('CONTENT_EDITOR'))).toBe('/reviews/list');
    expect(firstAllowedPath([])).toBeNull();
  });
});

describe('findActiveKey', () => {
  it.each([
    ['/home', 'dashboard'],
    ['/user-management', 'members'],
    ['/users/view/12', 'members'],
    ['/service-package/edit/3', 'services-package'],
    ['/post-management/list', 'posts'],
    ['/post-management/detail/view/9', 'posts'],
    ['/post-management/create', 'create-post'],
    ['/post-management/review', 'posts-review'],
    ['/reviews/edit/1', 'reviews-list'],
    ['/reviews/video/view/1', 'reviews-video'],
    ['/category-management/lists', 'review-categories'],
    ['/category-management/edit/3', 'review-categories'],
    ['/media', 'media'],
    ['/media/create', 'media'],
    ['/banner/create', 'banners'],
    ['/learning-driving/question-simulation/view/4', 'question-simulation'],
    ['/learning-driving/question-simulation-group/view/4', 'question-simulation-group'],
    ['/services/garage-salon/edit/5', 'garage-salon'],
    ['/feedback/reported-posts/view/2', 'reported-posts'],
    ['/feedback/view/2', 'feedback-list'],
  ])('%s lights %s', (pathname, key) => {
    expect(findActiveKey(MENU, pathname)).toBe(key);
  });

  it('lights nothing for screens outside the menu and does not match partial segments', () => {
    expect(findActiveKey(MENU, '/error/403')).toBeUndefined();
    expect(findActiveKey(MENU, '/homepage')).toBeUndefined();
  });

  it('finds the group of the active entry', () => {
    expect(findGroupOf(MENU, 'reviews-video')).toBe('reviews');
    expect(findGroupOf(MENU, 'dashboard')).toBeUndefined();
    expect(findGroupOf(MENU, undefined)).toBeUndefined();
  });
});
