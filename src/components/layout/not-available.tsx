import { Construction } from 'lucide-react';
import { Card } from '../ui/card';
import { PageHeader } from './page-header';

export const NOT_AVAILABLE_MESSAGE = 'This screen is not available yet';

// An honest placeholder for screens not built yet: no sample rows that could pass for real data.
export function NotAvailable({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Construction aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-base font-medium">{NOT_AVAILABLE_MESSAGE}.</p>
      </Card>
    </section>
  );
}
