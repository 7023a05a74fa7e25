/**
 * "Open in ChatGPT" and "Open in Claude": plain links that start a new chat whose prompt asks the assistant to read the
 * page's markdown (`/docs/a/b.md`) at its public address. Both services take the prompt, URL-encoded, in a `q`
 * parameter: ChatGPT at `https://chatgpt.com/?q=` (with `hints=search`, so it may fetch the address), Claude at
 * `https://claude.ai/new?q=`.
 */

export interface AssistantLink {
  name: 'ChatGPT' | 'Claude';
  href: string;
}

const ASSISTANTS = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/', parameters: { hints: 'search' } },
  { name: 'Claude', url: 'https://claude.ai/new', parameters: {} },
] as const;

/** The first message of the chat: read this page of the documentation, then answer questions about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl}, a page of the Flarekit documentation, and answer my questions about it.`;
}

/** The links for the page whose markdown is served at `markdownUrl` (absolute, on the site's public origin). */
export function assistantLinks(markdownUrl: string): AssistantLink[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return ASSISTANTS.map(({ name, url, parameters }) => {
    const query = Object.entries(parameters).map(([key, value]) => `${key}=${encodeURIComponent(value)}&`);
    return { name, href: `${url}?${query.join('')}q=${prompt}` };
  });
}
