/** No result is highlighted. */
export const NONE = -1;

/**
 * The highlighted result after an arrow key (spec section 4): ArrowDown moves down and stops at the last result;
 * ArrowUp moves up and, from the first result, goes back to none. Other keys leave it as it is.
 */
export function nextHighlight(current: number, key: string, count: number): number {
  if (count <= 0) return NONE;
  if (key === 'ArrowDown') return Math.min(current + 1, count - 1);
  if (key === 'ArrowUp') return current <= 0 ? NONE : current - 1;
  return current;
}
