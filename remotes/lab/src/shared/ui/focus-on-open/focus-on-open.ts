/**
 * A Blueprint dialog's onOpening that moves focus to a control inside it (found by `selector`). Blueprint would
 * leave focus on an empty trap beside the dialog, where a screen reader hears neither the dialog nor what to do in
 * it, and it makes the dialog's wrapper a tab stop outside the dialog's role: taken out of the tab order, Tab cycles
 * through the dialog's own controls (a click inside still keeps focus in the overlay). Blueprint still traps focus
 * while open and returns it to the opening button on close.
 */
export function focusOnOpen(selector: string): (wrapper: HTMLElement) => void {
  return (wrapper) => {
    wrapper.tabIndex = -1;
    wrapper.querySelector<HTMLElement>(selector)?.focus();
  };
}
