import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteMarketPrice } from './use-delete-market-price';

const iconLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground';

/** SPEC §2.8 row actions: view, delete with confirm, edit. */
export function MarketPriceActions({ id, name }: { id: string; name: string }) {
  const { remove } = useDeleteMarketPrice();
  return (
    <div className="flex items-center gap-1">
      <Link to="/market-price/view/$id" params={{ id }} className={iconLink} aria-label={`View ${name}`}>
        <Eye className="size-4" aria-hidden="true" />
      </Link>
      <ConfirmDialog
        destructive
        okText="Delete"
        description={`${name} will be removed from the market price list.`}
        onConfirm={async () => {
          await remove(id);
        }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`} className="text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
      <Link to="/market-price/edit/$id" params={{ id }} className={iconLink} aria-label={`Edit ${name}`}>
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
