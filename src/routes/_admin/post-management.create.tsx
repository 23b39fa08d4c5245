import { createFileRoute } from '@tanstack/react-router';
import { CreatePostScreen } from '@/features/posts/post-form-screen';

export const Route = createFileRoute('/_admin/post-management/create')({
  staticData: {
    title: 'Create Post',
    menu: { group: 'post-management', order: 2, permission: 'posts.write' },
  },
  component: CreatePostScreen,
});
