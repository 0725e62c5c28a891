import type { KeyboardEvent } from 'react';

export const MENU_ITEM = '[role="menuitem"]';

/** The menu's items, in order. */
export function menuItems(menu: Element | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(MENU_ITEM)] : [];
}

/** Up and Down (wrapping), Home and End move between the items, as the keyboard pattern of a menu has it. */
export function moveBetweenItems(event: KeyboardEvent<HTMLElement>): void {
  const items = menuItems(event.currentTarget);
  const current = document.activeElement instanceof HTMLElement ? items.indexOf(document.activeElement) : -1;
  const steps: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: items.length - 1,
  };
  const next = steps[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}
