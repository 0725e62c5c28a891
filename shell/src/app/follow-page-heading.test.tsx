import { APP_TITLE } from '@academy/api';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { followPageHeading, PAGE_HEADING_WAIT_MS, useFollowPageHeading } from './follow-page-heading';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFollowPageHeading(main);
  return (
    <>
      <nav>
        <Link to="/a">Page A</Link>
        <Link to="/b">Page B</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <h1>Page A heading</h1> },
          { path: '/b', element: <h1>Page B heading</h1> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

/** Lets the mutation observer's callbacks run. */
const observed = () => act(async () => await Promise.resolve());

describe('following the page heading', () => {
  let area: HTMLElement;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    document.title = APP_TITLE;
    area = document.createElement('main');
    document.body.append(area);
  });

  afterEach(() => {
    stop();
    area.remove();
    cleanup();
    rs.useRealTimers();
  });

  it('on the first load names the document after the heading and leaves focus alone', () => {
    renderApp();
    const heading = screen.getByRole('heading', { name: 'Page A heading' });
    expect(document.title).toBe(`Page A heading – ${APP_TITLE}`);
    expect(document.activeElement).not.toBe(heading);
  });

  it('after a navigation moves focus to the new heading, which is focusable by script only', () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Page B' });
    link.focus();
    fireEvent.click(link);
    const heading = screen.getByRole('heading', { name: 'Page B heading' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe(`Page B heading – ${APP_TITLE}`);
  });

  it('waits for a heading that is not there yet, and follows a loading heading replaced by the page', async () => {
    stop = followPageHeading(area, { moveFocus: true });
    expect(document.activeElement).toBe(document.body);

    const loading = document.createElement('h1');
    loading.textContent = 'Loading page';
    area.append(loading);
    await observed();
    expect(document.activeElement).toBe(loading);

    const page = document.createElement('h1');
    page.textContent = 'Machines of lab 7';
    loading.replaceWith(page);
    await observed();
    expect(document.activeElement).toBe(page);
    expect(document.title).toBe(`Machines of lab 7 – ${APP_TITLE}`);
  });

  it('leaves focus where the user put it meanwhile', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    stop = followPageHeading(area, { moveFocus: true });
    field.focus();
    area.append(document.createElement('h1'));
    await observed();
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it(`gives up ${PAGE_HEADING_WAIT_MS / 1000} s after the route change`, async () => {
    rs.useFakeTimers();
    stop = followPageHeading(area, { moveFocus: true });
    rs.advanceTimersByTime(PAGE_HEADING_WAIT_MS);
    area.append(document.createElement('h1'));
    await observed();
    expect(document.activeElement).toBe(document.body);
  });
});
