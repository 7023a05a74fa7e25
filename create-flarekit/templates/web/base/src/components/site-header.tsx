import { Link } from '@tanstack/react-router';
import { NAV_LINKS } from '../lib/nav';
import { AccountMenu } from './account-menu';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          my-flarekit-app
        </Link>
        <nav className="nav" aria-label="Main">
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} activeOptions={{ exact: link.to === '/' }}>
              {link.label}
            </Link>
          ))}
          <a href="/docs">API</a>
        </nav>
        <AccountMenu />
      </div>
    </header>
  );
}
