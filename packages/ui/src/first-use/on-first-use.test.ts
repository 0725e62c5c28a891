import { describe, expect, it, rs } from '@rstest/core';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('runs once, on the first key press or pointer press anywhere, before the target sees it', () => {
    const order: string[] = [];
    const task = rs.fn(() => order.push('task'));
    onFirstUse(task);
    const button = document.createElement('button');
    button.addEventListener('keydown', () => order.push('button'));
    document.body.append(button);
    expect(task).not.toHaveBeenCalled();
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['task', 'button']);
    button.remove();
  });

  it('does nothing once cancelled (a page that left before any use)', () => {
    const task = rs.fn();
    const cancel = onFirstUse(task);
    cancel();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(task).not.toHaveBeenCalled();
  });
});
