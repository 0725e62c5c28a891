import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MonitorSection } from './monitor-section';
import styles from './monitor-section.module.css';

describe('<MonitorSection>', () => {
  afterEach(cleanup);

  it('is a region named by its heading, says its failure above what it shows, and downloads its CSV', () => {
    const onDownload = rs.fn();
    render(
      <MonitorSection title="Audit trail" error="Server error." onDownload={onDownload}>
        <p>the entries read before</p>
      </MonitorSection>,
    );
    const region = screen.getByRole('region', { name: 'Audit trail' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Audit trail');
    expect(within(region).getByRole('alert').textContent).toBe('Server error.');
    expect(within(region).getByText('the entries read before')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Download CSV' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('boxed beside another, has no Download CSV without one, and no alert without a failure', () => {
    render(
      <MonitorSection title="Help queue" error={null} isBoxed>
        <p>No raised hands.</p>
      </MonitorSection>,
    );
    const region = screen.getByRole('region', { name: 'Help queue' });
    expect(region.className).toBe(styles.panel);
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
