import type { ClassMessage } from '@academy/api';
import { studentNoticeReceived } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createStudentMessages } from '../model';
import { ClassroomMessages } from './classroom-messages';

const toTheClass: ClassMessage = {
  id: '4',
  sentAt: '2026-11-23T10:00:00.000Z',
  from: 'instructor',
  senderName: 'Ada',
  student: null,
  text: 'Break until 10:30.',
};

describe('<ClassroomMessages>', () => {
  afterEach(cleanup);

  it("reads the page's messages while it shows, says a new one in a live region, and opens the history", async () => {
    const model = createStudentMessages();
    let reads = 0;
    const scope = fork({
      handlers: [
        [
          model.fetchMessagesFx,
          async () => {
            reads += 1;
            return [];
          },
        ],
      ],
    });
    const { unmount } = render(
      <Provider value={scope}>
        <ClassroomMessages model={model} />
      </Provider>,
    );
    await act(() => allSettled(scope));
    expect(reads).toBe(1);
    await act(() => allSettled(studentNoticeReceived, { scope, params: { kind: 'message', message: toTheClass } }));
    expect(screen.getByRole('status').textContent).toBe('Message from Ada: Break until 10:30.');
    expect(screen.getByRole('button', { name: 'Messages (1 new)' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Messages (1 new)' }));
    const panel = await screen.findByRole('region', { name: 'Messages of the class' });
    expect(screen.getByRole('button', { name: 'Messages' }).getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByLabelText('Message to your instructor')).toBeTruthy();
    expect(within(panel).getByRole('listitem').textContent).toMatch(/^Ada to the class · .+Break until 10:30\.$/);

    unmount();
    expect(scope.getState(model.Gate.status)).toBe(false);
  });
});
