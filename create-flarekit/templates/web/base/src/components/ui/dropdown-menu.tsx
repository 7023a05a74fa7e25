import { Slot } from '@radix-ui/react-slot';
import { Check } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/utils';

/*
 * A menu button (WAI-ARIA's menu button pattern) with the names of shadcn/ui's DropdownMenu, kept small: the trigger
 * opens it on click, Enter, Space or ArrowDown; arrows, Home and End move between items; Escape, Tab, a choice or a
 * click outside close it, and focus returns to the trigger. `npx shadcn add dropdown-menu` replaces it with the Radix
 * version (submenus, collision-aware placement) when you need more.
 */

interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerId: string;
  menuId: string;
  triggerRef: RefObject<HTMLElement | null>;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = use(MenuContext);
  if (!menu) throw new Error('DropdownMenu parts must be inside <DropdownMenu>');
  return menu;
}

function DropdownMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const id = useId();
  return (
    <MenuContext value={{ open, setOpen, triggerId: `${id}-trigger`, menuId: `${id}-menu`, triggerRef }}>
      <div data-slot="dropdown-menu" className="relative inline-flex">
        {children}
      </div>
    </MenuContext>
  );
}

/** Its one child (a Button) becomes the trigger. */
function DropdownMenuTrigger({ children }: { children: ReactNode }) {
  const { open, setOpen, triggerId, menuId, triggerRef } = useMenu();
  return (
    <Slot
      ref={triggerRef}
      id={triggerId}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={() => setOpen(!open)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpen(true);
        }
      }}
    >
      {children}
    </Slot>
  );
}

const items = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];

function DropdownMenuContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { open, setOpen, triggerId, menuId, triggerRef } = useMenu();
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    if (menu) (menu.querySelector<HTMLElement>('[aria-checked="true"]') ?? items(menu)[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen, triggerRef]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items(event.currentTarget);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-labelledby={triggerId}
      data-slot="dropdown-menu-content"
      onKeyDown={onKeyDown}
      className={cn(
        'absolute top-full right-0 z-50 mt-2 min-w-36 rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

const itemClass =
  'relative flex w-full cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/** A plain item: `onSelect` runs, then the menu closes. */
function DropdownMenuItem({
  className,
  onSelect,
  ...props
}: Omit<ComponentProps<'button'>, 'onSelect'> & { onSelect?: () => void }) {
  const { setOpen, triggerRef } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-slot="dropdown-menu-item"
      className={cn(itemClass, className)}
      onClick={() => {
        onSelect?.();
        setOpen(false);
        triggerRef.current?.focus();
      }}
      {...props}
    />
  );
}

const RadioContext = createContext<{ value: string; onValueChange: (value: string) => void } | null>(null);

function DropdownMenuRadioGroup({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  return <RadioContext value={{ value, onValueChange }}>{children}</RadioContext>;
}

/** One choice of a radio group: checked when it is the group's value, with a check mark. */
function DropdownMenuRadioItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const group = use(RadioContext);
  const { setOpen, triggerRef } = useMenu();
  const checked = group?.value === value;
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      data-slot="dropdown-menu-radio-item"
      className={cn(itemClass, 'pr-8', className)}
      onClick={() => {
        group?.onValueChange(value);
        setOpen(false);
        triggerRef.current?.focus();
      }}
    >
      {children}
      {checked && <Check className="absolute right-2" aria-hidden="true" />}
    </button>
  );
}

function DropdownMenuLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="dropdown-menu-label" className={cn('px-2 py-1.5 text-sm font-medium', className)} {...props} />
  );
}

function DropdownMenuSeparator({ className, ...props }: ComponentProps<'hr'>) {
  return <hr data-slot="dropdown-menu-separator" className={cn('-mx-1 my-1 border-border', className)} {...props} />;
}

export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
};
