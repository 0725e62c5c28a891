/**
 * After a submit that validation stopped, focus goes to the first field marked invalid, once the messages are drawn:
 * a keyboard or screen-reader user lands on what is wrong and hears its message (aria-describedby), instead of
 * staying on the submit button with nothing said. Call it from the form's submit handler with the form element.
 */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
