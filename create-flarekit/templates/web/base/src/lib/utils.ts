import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, the later Tailwind class winning a conflict (`cn('px-2', 'px-4')` is `px-4`), as shadcn/ui does. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
