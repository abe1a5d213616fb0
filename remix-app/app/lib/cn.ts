import { type ClassValue, clsx } from 'clsx'

/** Joins class names; components accept `className` for layout (margins, widths), not to restyle them. */
export const cn = (...values: ClassValue[]): string => clsx(values)
