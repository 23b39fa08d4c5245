import { createFileRoute } from '@tanstack/react-router';
import { NotificationScreen } from '@/features/notification/notification-screen';
import { notificationSearch } from '@/features/notification/notification-search';
import { LIST_PERMISSIONS } from '@/rules/lists';
import { Bell } from 'lucide-react';

export const Route = createFileRoute('/_admin/notification')({
  staticData: {
    title: 'Notification',
    menu: { order: 30, permission: LIST_PERMISSIONS['/notification'], icon: Bell },
  },
  validateSearch: notificationSearch,
  component: NotificationScreen,
});
