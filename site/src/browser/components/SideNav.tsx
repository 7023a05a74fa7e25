import type { NavCategory } from '../../shared/types.ts';

interface SideNavProps {
  navigation: NavCategory[];
  currentHref?: string;
  /** Distinguishes the sidebar's instance from the mobile menu's, for unique heading ids. */
  idPrefix: string;
  /** Called when a link is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The documentation navigation: categories in configured order, the current page marked with aria-current. A collapsed
 * category (large sites, see navigationForPage) is a link to its first page.
 */
export function SideNav({ navigation, currentHref, idPrefix, onNavigate }: SideNavProps) {
  return (
    <div className="side-nav">
      {navigation.map((category) => {
        const headingId = `${idPrefix}-${category.key}`;
        return (
          <section key={category.key} className="nav-category" aria-labelledby={headingId}>
            <h2 id={headingId} className="nav-category-title">
              {category.collapsed ? (
                <a href={category.collapsed.href} onClick={onNavigate}>
                  {category.title} <span className="nav-category-count">({category.collapsed.pages} pages)</span>
                </a>
              ) : (
                category.title
              )}
            </h2>
            {category.links.length > 0 && (
              <ul>
                {category.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.href === currentHref ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
