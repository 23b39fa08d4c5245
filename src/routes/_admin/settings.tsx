import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_SETTING_TYPE, parseSettingsSearch } from '@/features/settings/setting-types';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { Settings } from 'lucide-react';

export const Route = createFileRoute('/_admin/settings')({
  staticData: {
    title: 'Settings',
    menu: { order: 80, permission: 'settings.read', icon: Settings },
  },
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsScreen
      type={type}
      onTypeChange={(next) => void navigate({ search: next === DEFAULT_SETTING_TYPE ? {} : { type: next } })}
    />
  );
}
