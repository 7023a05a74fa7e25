/**
 * The post id in a page address (`/posts/12`): a positive whole number, as the API requires, or undefined for anything
 * else (`/posts/abc`), which the page answers with its not-found page instead of asking the API.
 */
export function parsePostId(param: string): number | undefined {
  if (!/^[1-9][0-9]*$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
