import { formatThousands } from '@/lib/thousands';

/** Price column and view: '655,000,000' (the header says VND, SPEC §2.8). */
export const formatPrice = (price: number | null | undefined) =>
  price === null || price === undefined ? '-' : formatThousands(price);

/** Km run with separators; a missing value reads '-' rather than a misleading 0. */
export const formatKm = (km: number | null | undefined) =>
  km === null || km === undefined ? '-' : `${formatThousands(km)} km`;

export const formatYear = (year: number | null | undefined) => (year ? String(year) : '-');
