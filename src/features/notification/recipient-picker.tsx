import { X } from 'lucide-react';
import { AsyncSelect, type AsyncOption } from '@/components/form/async-select';
import { Button } from '@/components/ui/button';
import type { NotificationRecipientOptionsQuery } from '@/gql/graphql';
import { notificationRecipientOptionsQueryOptions } from '@/gql/hooks';
import { displayName } from '@/lib/format';
import { RECIPIENT_PAGE } from '@/rules/notification';

/**
 * The members a send goes to, found as the admin types (SPEC §7: 50 per search). `emailOnly` lists only
 * members with an active email (SPEC §5, Send Email). Disabled while Send all is on (SPEC §4).
 */
export function RecipientPicker(props: {
  id: string;
  value: AsyncOption[];
  onChange: (value: AsyncOption[]) => void;
  disabled: boolean;
  emailOnly: boolean;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const { value, onChange } = props;
  return (
    <div className="grid gap-2">
      <AsyncSelect
        id={props.id}
        label="Recipients"
        placeholder="Add a member"
        searchPlaceholder="Name, email or phone"
        value={null}
        disabled={props.disabled}
        className="w-full"
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        query={(keyword) =>
          notificationRecipientOptionsQueryOptions({ keyword: keyword || undefined, take: RECIPIENT_PAGE })
        }
        options={(data: NotificationRecipientOptionsQuery) =>
          data.users.items
            .filter((m) => !props.emailOnly || (m.isActiveEmail && m.email))
            .filter((m) => !value.some((v) => v.id === m.id))
            .map((m) => ({ id: m.id, label: displayName(m), detail: m.email ?? undefined }))
        }
        onChange={(o) => (o ? onChange([...value, o]) : undefined)}
        noneText={(k) => `No active member matches “${k}”`}
      />
      {value.length > 0 && !props.disabled ? (
        <ul className="flex flex-wrap gap-1" aria-label="Selected recipients">
          {value.map((m) => (
            <li key={m.id} className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs">
              {m.label}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-4 w-4 p-0"
                aria-label={`Remove ${m.label}`}
                onClick={() => onChange(value.filter((v) => v.id !== m.id))}
              >
                <X className="h-3 w-3" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
