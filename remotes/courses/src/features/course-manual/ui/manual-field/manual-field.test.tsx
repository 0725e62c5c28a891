import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Form } from 'react-final-form';
import { MIXED_FOLDER } from '@/shared/testing/courses';
import { ManualField } from './manual-field';

/** The course form's values the field reads. */
interface ManualValues {
  folder: string;
  vms: string[];
  manual: string;
}

function renderField(initialValues: ManualValues) {
  render(
    <Provider value={fork()}>
      <Form<ManualValues> initialValues={initialValues} onSubmit={() => undefined}>
        {() => <ManualField folders={[MIXED_FOLDER]} />}
      </Form>
    </Provider>,
  );
}

function check(attributes: string, script = 'exit 0'): string {
  return `\`\`\`check ${attributes}\n${script}\n\`\`\`\n`;
}

const LABEL_OF = {
  'PowerShell on a Windows guest': ['machine="DC01"', 'Check on DC01 · PowerShell · 30 s'],
  'cmd when asked on a Windows guest': ['machine="DC01" shell="cmd" timeout=10', 'Check on DC01 · cmd · 10 s'],
  'sh on a Linux guest': ['machine="router" timeout=120', 'Check on router · sh · 120 s'],
  'no interpreter while the guest is not known': ['machine="appliance"', 'Check on appliance · 30 s'],
} satisfies Record<string, [string, string]>;

describe('<ManualField>', () => {
  afterEach(cleanup);

  it.each(Object.entries(LABEL_OF))(
    'labels a check by its machine, interpreter and time-out: %s',
    async (_, [attributes, label]) => {
      renderField({ folder: 'group-v101', vms: ['vm-1', 'vm-2', 'vm-3'], manual: `## One\n\n${check(attributes)}` });
      const preview = screen.getByRole('region', { name: 'Preview' });
      expect(await within(preview).findByRole('group', { name: label })).toBeTruthy();
    },
  );

  it("shows a check's hint and its script in a code block, between the step's text", async () => {
    renderField({
      folder: 'group-v101',
      vms: ['vm-1'],
      manual: `## DNS\n\nStart it.\n\n${check('machine="DC01" hint="Start the DNS Server service first."', "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }")}\nThen go on.\n`,
    });
    const box = await screen.findByRole('group', { name: 'Check on DC01 · PowerShell · 30 s' });
    expect(within(box).getByText('Hint: Start the DNS Server service first.')).toBeTruthy();
    expect(box.querySelector('pre code')?.textContent).toBe("if ((Get-Service DNS).Status -ne 'Running') { exit 1 }");
    expect(screen.getByText('Start it.')).toBeTruthy();
    expect(screen.getByText('Then go on.')).toBeTruthy();
  });

  it('a check that cannot be read shows why in its box', async () => {
    renderField({ folder: 'group-v101', vms: ['vm-1'], manual: `## One\n\n${check('timeout=30')}` });
    const box = await screen.findByRole('group', { name: 'Check that cannot run' });
    expect(
      within(box).getByText('a check needs the machine it runs on: machine="<a machine of the course>".'),
    ).toBeTruthy();
  });

  it('says the problems of the checks as they are typed, tied to the manual, and drops them once fixed', async () => {
    renderField({ folder: 'group-v101', vms: ['vm-2'], manual: '' });
    const manual = screen.getByLabelText('Manual');
    expect(manual.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(manual, { target: { value: `## One\n\n${check('machine="DC01"')}` } });
    const problem = await screen.findByText("Step 1: the check names 'DC01', which this course does not have.");
    expect(screen.getByText('The manual cannot be saved as it is:')).toBeTruthy();
    const describedBy = manual.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.some((id) => document.getElementById(id)?.contains(problem))).toBe(true);
    expect(manual.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(manual, { target: { value: `## One\n\n${check('machine="router"')}` } });
    await waitFor(() => expect(screen.queryByText('The manual cannot be saved as it is:')).toBeNull());
    expect(manual.getAttribute('aria-invalid')).toBeNull();
    expect(manual.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });
});
