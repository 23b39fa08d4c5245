import { createFileRoute } from '@tanstack/react-router';
import { BannerScreen } from '@/features/banners/banner-screen';
import { bannerSearch } from '@/features/banners/banner-search';

// The list with the side form editing this banner; saving or cancelling returns to /banners as it was.
export const Route = createFileRoute('/_admin/banner/edit/$id')({
  staticData: { title: 'Edit Banner' },
  validateSearch: bannerSearch,
  component: EditBannerRoute,
});

function EditBannerRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const { id } = Route.useParams();
  return (
    <BannerScreen
      from="/_admin/banner/edit/$id"
      editId={id}
      onCloseEdit={() => void navigate({ to: '/banners', search })}
    />
  );
}
