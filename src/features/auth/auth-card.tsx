import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PRODUCT_NAME } from '@/lib/product';

export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <Card className="w-full max-w-sm p-6 shadow-md">
      <div className="mb-5 flex flex-col items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-brand text-lg font-bold text-white"
        >
          K
        </span>
        <h1 className="text-xl font-semibold">{PRODUCT_NAME}</h1>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </Card>
  );
}
