import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { FormFooter } from './form-footer';

describe('<FormFooter>', () => {
  afterEach(cleanup);

  it('offers the submit button and a Cancel link back to the list', () => {
    render(
      <Provider value={fork()}>
        <form>
          <FormFooter submitLabel="Create Course" isSaving={false} cancelTo="/courses" />
        </form>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Create Course' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/courses');
  });
});
