import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

export function BackToMarketPrice() {
  return (
    <Link
      to="/market-price"
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Market Price
    </Link>
  );
}
