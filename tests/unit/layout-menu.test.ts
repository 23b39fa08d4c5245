import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS } from '../../src/rules/permissions';
import {
  buildMenu,
  filterMenu,
  firstAllowedPath,
  pathPermission,
  findActiveKey,
  findGroupOf,
  type MenuEntry,
} from '../../src/components/layout/menu';
import { LIST_PERMISSIONS } from '../../src/rules/lists';
import { MENU, ROUTES } from './admin-menu';

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
      [
        'Trash',
        ['Banner trash /trash/banners', 'Review trash /trash/reviews', 'Service trash /trash/services'],
      ],
      'Audit log /audit-log',
      'Staff /staff',
    ]);
  });

  it("gives every entry a known permission, and a list's entry the one its saved views are checked with", () => {
    for (const entry of MENU.flatMap((e) => (e.kind === 'link' ? [e] : e.children))) {
      expect(PERMISSIONS, entry.key).toContain(entry.permission);
      const list: Record<string, string> = LIST_PERMISSIONS;
      if (entry.key in list) expect(entry.permission, entry.key).toBe(list[entry.key]);
    }
  });

  it('names a route for every list whose saved views the server checks', () => {
    const paths = new Set(ROUTES.map((route) => route.fullPath));
    expect(Object.keys(LIST_PERMISSIONS).filter((key) => !paths.has(key as never))).toEqual([]);
  });

  it("orders entries and groups by their declarations, whatever the routes' order", () => {
    expect(buildMenu([...ROUTES].reverse())).toEqual(MENU);
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
    ['/media/create', 'media.write'],
    ['/staff', 'staff.read'],
    ['/staff/view/1', 'staff.read'],
    ['/staff/roles', 'staff.read'],
    ['/error/403', null],
  ])('%s needs %s', (path, permission) => {
    expect(pathPermission(MENU, path)).toBe(permission);
  });

  it('lands an admin without the dashboard on their first screen', () => {
    expect(firstAllowedPath(MENU, roleOf('MODERATOR'))).toBe('/user-management');
    expect(firstAllowedPath(MENU, roleOf('CONTENT_EDITOR'))).toBe('/reviews/list');
    expect(firstAllowedPath(MENU, [])).toBeNull();
  });
});

describe('findActiveKey', () => {
  it.each([
    ['/home', '/home'],
    ['/user-management', '/user-management'],
    ['/users/view/12', '/user-management'],
    ['/service-package/edit/3', '/services-package'],
    ['/post-management/list', '/post-management/list'],
    ['/post-management/detail/view/9', '/post-management/list'],
    ['/post-management/create', '/post-management/create'],
    ['/post-management/review', '/post-management/review'],
    ['/reviews/edit/1', '/reviews/list'],
    ['/reviews/video/view/1', '/reviews/video/list'],
    ['/category-management/lists', '/category-management/lists'],
    ['/category-management/edit/3', '/category-management/lists'],
    ['/media', '/media'],
    ['/media/create', '/media'],
    ['/banner/create', '/banners'],
    ['/learning-driving/question-simulation/view/4', '/learning-driving/question-simulation'],
    ['/learning-driving/question-simulation-group/view/4', '/learning-driving/question-simulation-group'],
    ['/services/garage-salon/edit/5', '/services/garage-salon/list'],
    ['/feedback/reported-posts/view/2', '/feedback/reported-posts'],
    ['/feedback/view/2', '/feedback/list'],
  ])('%s lights %s', (pathname, key) => {
    expect(findActiveKey(MENU, pathname)).toBe(key);
  });

  it('lights nothing for screens outside the menu and does not match partial segments', () => {
    expect(findActiveKey(MENU, '/error/403')).toBeUndefined();
    expect(findActiveKey(MENU, '/homepage')).toBeUndefined();
  });

  it('finds the group of the active entry', () => {
    expect(findGroupOf(MENU, '/reviews/video/list')).toBe('reviews');
    expect(findGroupOf(MENU, '/home')).toBeUndefined();
    expect(findGroupOf(MENU, undefined)).toBeUndefined();
  });
});
