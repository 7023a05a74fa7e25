import GithubSlugger from 'github-slugger';

/**
 * The one slugger of the site: heading ids, table-of-contents links, search result anchors and the link checker all use
 * it, so they can never disagree. GitHub's rules: lowercase, punctuation dropped, spaces to dashes, repeats get -1, -2…
 * A new slugger is made per page, because repeat counting is per page.
 */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}
