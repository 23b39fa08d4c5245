import { createFileRoute } from '@tanstack/react-router';
import { MediaUploadScreen } from '@/features/media-library/media-upload-screen';

export const Route = createFileRoute('/_admin/media_/create')({
  staticData: { title: 'Upload Media' },
  component: MediaUploadScreen,
});
