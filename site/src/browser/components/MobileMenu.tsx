import { useCallback, useEffect, useRef } from 'react';
import type { HeaderProps } from '../page-data.ts';
import { useOnMediaMatch } from '../hooks/use-media-query.ts';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { SideNav } from './SideNav.tsx';

/** Matches the CSS breakpoint above which the sidebar is shown and the menu is not. */
export const LARGE_SCREEN = '(min-width: 1024px)';
const MENU_ID = 'mobile-menu';

/**
 * The small-screen menu: a panel sliding in from the left (4/5 of the width) with a home link, a close button and the
 * same navigation as the sidebar. A modal <dialog>: the page behind is inert and does not scroll; Escape, the close
 * button, choosing a link or widening past the breakpoint close it, and focus returns to the menu button.
 * Rendered at build time and hydrated on the menu button's first press (client/main.ts), which `openOnMount` then
 * carries out.
 */
export function MobileMenu({ navigation, currentHref, openOnMount = false }: HeaderProps & { openOnMount?: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { ref, open, show, close } = useModalDialog(() => buttonRef.current?.focus());
  useScrollLock(open);
  useOnMediaMatch(LARGE_SCREEN, close);
  useEffect(() => {
    if (openOnMount) show();
  }, [openOnMount, show]);
  const onBackdropClick = useCallback(
    (event: React.MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    [close],
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button menu-button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={show}
      >
        <MenuIcon />
      </button>
      <dialog ref={ref} id={MENU_ID} className="mobile-menu" aria-label="Menu" onClick={onBackdropClick}>
        <div className="mobile-menu-panel">
          <div className="mobile-menu-top">
            <a href="/" className="mobile-menu-home" onClick={close}>
              Home
            </a>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Documentation">
            <SideNav navigation={navigation} currentHref={currentHref} idPrefix="menu" onNavigate={close} />
          </nav>
        </div>
      </dialog>
    </>
  );
}
