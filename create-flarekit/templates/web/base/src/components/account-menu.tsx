/** The header's sign-in state: templates with sign-in replace this file; without it there is nothing to show. */
export function AccountMenu() {
  return null;
}
