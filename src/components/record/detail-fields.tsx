import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One label and its value; labels are unique within a list (they key the rows). */
export type DetailRow = readonly [label: string, value: ReactNode];

/** Label/value rows of a read-only record view: labels in one column, values wrapping beside them. */
export function DetailFields({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of label/value rows. */
export function DetailCard({ title, rows }: { title: ReactNode; rows: readonly DetailRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailFields rows={rows} />
      </CardContent>
    </Card>
  );
}
