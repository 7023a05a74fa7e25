import { Link } from '@tanstack/react-router';
import { Zap } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { NAV_LINKS } from '@/lib/nav';
import { AccountMenu } from './account-menu';
import { ThemeToggle } from './theme-toggle';

const navLink =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[status=active]:bg-accent data-[status=active]:text-foreground';

/**
 * The name, the pages and, on the right, the theme menu and the account: the links sit next to the name, so signing in
 * never moves them. On a phone the links take a row of their own.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <span className="flex size-7 items-center justify-center rounded-md bg-brand text-black" aria-hidden="true">
            <Zap className="size-4" />
          </span>
          {APP_NAME}
        </Link>
        <div className="ml-auto flex items-center gap-2 sm:order-last">
          <ThemeToggle />
          <AccountMenu />
        </div>
        <nav
          className="order-last -mx-3 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto"
          aria-label="Main"
        >
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={navLink} activeOptions={{ exact: link.to === '/' }}>
              {link.label}
            </Link>
          ))}
          <a href="/docs" className={navLink}>
            API
          </a>
        </nav>
      </div>
    </header>
  );
}
