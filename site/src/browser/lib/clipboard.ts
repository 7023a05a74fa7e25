export const ANNOUNCER_ID = 'announcer';
const RESET_AFTER_MS = 2000;

/** Says `message` to screen readers through the page's polite live region. */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  // A new text node in a fresh task is announced even when the message repeats.
  setTimeout(() => (region.textContent = message), 50);
}

/**
 * Copies text for a button: the button shows "Copied" (and screen readers hear it) for two seconds, then its label
 * comes back. `text` may be a promise (the page's markdown is fetched on demand).
 */
export async function copyWithFeedback(button: HTMLButtonElement, text: string | Promise<string>): Promise<void> {
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  let message: string;
  try {
    await navigator.clipboard.writeText(await text);
    message = 'Copied';
  } catch {
    message = 'Copy failed';
  }
  button.textContent = message;
  announce(message);
  setTimeout(() => (button.textContent = label), RESET_AFTER_MS);
}
