import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// Later classes win over earlier conflicting ones, so callers can override a component's defaults.
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
