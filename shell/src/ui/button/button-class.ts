import './button.css';

export type ButtonVariant = 'primary' | 'outlined' | 'minimal';

/** The class names of a shell button (or of a link that looks like one). */
export function buttonClass(variant: ButtonVariant, active = false): string {
  return `shell-button shell-button--${variant}${active ? ' shell-button--active' : ''}`;
}
