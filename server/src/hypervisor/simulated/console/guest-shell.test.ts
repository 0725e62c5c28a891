import { describe, expect, it } from '@rstest/core';
import { GuestSystem } from '../guest/guest-system';
import { interpretScript } from '../guest/script-interpreter';
import { GuestShell } from './guest-shell';
import { TextScreen } from './text-screen';

/** A shell logged in as academy on the machine, over a screen wide enough for a line of output. */
function loggedIn(system: GuestSystem | undefined, machineName = 'lab') {
  const screen = new TextScreen(100, 30);
  const shell = new GuestShell(screen, {
    machineName,
    rebootDelayMs: 60_000,
    system,
    onClipboard: () => undefined,
    onAsyncChange: () => undefined,
  });
  shell.boot();
  shell.typeText('academy\nsecret\n');
  return { screen, type: (line: string) => shell.typeText(`${line}\n`) };
}

describe("the console's commands in the guest", () => {
  it('changes a Linux guest as a check then reads it: the fail, fix, pass of a lab step', () => {
    const system = new GuestSystem('host-a - Ubuntu 24.04', 'linux');
    const check =
      'systemctl is-active --quiet nginx && test -f /var/www/index.html && grep -q hello /var/www/index.html';
    expect(interpretScript(system, 'academy', 'sh', check).exitCode).not.toBe(0);
    const { screen, type } = loggedIn(system);
    type('systemctl start nginx');
    type('echo hello world > /var/www/index.html');
    type('cat /var/www/index.html');
    expect(screen.text()).toContain('hello world\n');
    expect(interpretScript(system, 'academy', 'sh', check).exitCode).toBe(0);
    type('rm /var/www/index.html');
    type('touch /tmp/x');
    expect(system.isFile('/var/www/index.html')).toBe(false);
    expect(system.isFile('/tmp/x')).toBe(true);
  });

  it("shows a failing command's output and exit code, and systemctl status", () => {
    const { screen, type } = loggedIn(new GuestSystem('host-a - Ubuntu 24.04', 'linux'));
    type('cat /nope');
    type('systemctl status nginx');
    expect(screen.text()).toContain('cat: /nope: No such file or directory\n[exit 1]');
    expect(screen.text()).toContain('Active: inactive (dead)');
  });

  it('starts and stops services on a Windows guest with Start-Service and Stop-Service', () => {
    const system = new GuestSystem('DC01 - Domain Controller', 'windows');
    const dnsCheck = "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }";
    expect(interpretScript(system, 'academy', 'powershell', dnsCheck).exitCode).toBe(1);
    const { screen, type } = loggedIn(system);
    type('Start-Service DNS');
    expect(interpretScript(system, 'academy', 'powershell', dnsCheck).exitCode).toBe(0);
    type('(Get-Service DNS).Status');
    expect(screen.text()).toContain('Running\n');
    type('Stop-Service DNS');
    expect(system.service('DNS')?.running).toBe(false);
  });

  it('stops a command that would never end', () => {
    const { screen, type } = loggedIn(new GuestSystem('host-a - Ubuntu 24.04', 'linux'));
    type('while true; do :; done');
    expect(screen.text()).toContain('^C (stopped: the command would never end)');
  });

  it('knows only its built-in commands without a guest (a screen only shown)', () => {
    const { screen, type } = loggedIn(undefined);
    type('touch /tmp/x');
    expect(screen.text()).toContain('touch: command not found');
  });
});
