import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  filterMenu,
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

  it('gives every entry the SUPPER_ADMIN authority, spelled as in the spec', () => {
    for (const entry of MENU) {
      expect(entry.authority).toBe('SUPPER_ADMIN');
      if (entry.kind === 'group')
        for (const child of entry.children) expect(child.authority).toBe('SUPPER_ADMIN');
    }
  });
});

describe('filterMenu', () => {
  it('keeps everything for SUPPER_ADMIN and nothing for another or a missing authority', () => {
    expect(filterMenu(MENU, 'SUPPER_ADMIN')).toEqual(MENU);
    expect(filterMenu(MENU, 'SUPER_ADMIN')).toEqual([]);
    expect(filterMenu(MENU, undefined)).toEqual([]);
  });

  it('drops a group whose children are all hidden', () => {
    const menu: MenuEntry[] = [
      { kind: 'group', key: 'empty', label: 'Empty', icon: Users, authority: 'SUPPER_ADMIN', children: [] },
    ];
    expect(filterMenu(menu, 'SUPPER_ADMIN')).toEqual([]);
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
