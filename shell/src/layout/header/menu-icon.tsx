/** Three bars, the usual sign of a menu; the button's text names it. */
export function MenuIcon() {
  return (
    <svg className="header-menu__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 3h14M1 8h14M1 13h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
