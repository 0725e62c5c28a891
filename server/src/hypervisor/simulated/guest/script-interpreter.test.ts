import { describe, expect, it } from '@rstest/core';
import type { GuestShell } from '../../../domain/ports/guest-scripts';
import { GuestSystem } from './guest-system';
import { interpretScript } from './script-interpreter';

const linux = () => new GuestSystem('host-a - Ubuntu 24.04', 'linux');
const windows = () => new GuestSystem('DC01 - Domain Controller', 'windows');

function run(system: GuestSystem, shell: GuestShell, script: string) {
  return interpretScript(system, 'academy', shell, script);
}

describe('the sh interpreter', () => {
  const cases = {
    'a file test that holds': ['test -f /etc/hostname', 0, ''],
    'a file test that does not': ['test -f /tmp/missing', 1, ''],
    'test -e on a directory': ['test -e /tmp', 0, ''],
    'brackets with a negated test': ['[ ! -f /tmp/missing ]', 0, ''],
    'grep -q finding text': ['grep -q 127.0.1.1 /etc/hosts', 0, ''],
    'grep printing the matching line': ['grep host-a /etc/hostname', 0, 'host-a\n'],
    'grep on a missing file': ['grep -q x /nope', 2, 'grep: /nope: No such file or directory\n'],
    'a stopped service': ['systemctl is-active --quiet nginx', 3, ''],
    'a running service': ['systemctl is-active ssh', 0, 'active\n'],
    'if with exit 1': [
      'if ! systemctl is-active --quiet nginx; then echo "nginx is down"; exit 1; fi\necho ok',
      1,
      'nginx is down\n',
    ],
    'if falling through to the end': ['if [ -f /tmp/missing ]; then exit 1; fi\necho ok', 0, 'ok\n'],
    'else and elif': ['if false; then echo a; elif false; then echo b; else echo c; fi', 0, 'c\n'],
    '&& and ||': ['false && echo no || echo yes', 0, 'yes\n'],
    'exit with a code': ['echo before; exit 7; echo after', 7, 'before\n'],
    'the last command decides': ['true; false', 1, ''],
    'comments and quotes': ["# a check\necho 'two  words' # said", 0, 'two  words\n'],
    'an unknown command': ['frobnicate', 127, 'frobnicate: command not found\n'],
    'a syntax error': ['if true; then echo x', 2, "sh: syntax error: expected 'fi'\n"],
    seq: ['seq 3', 0, '1\n2\n3\n'],
  } satisfies Record<string, [string, number, string]>;

  it.each(Object.entries(cases))('runs %s', (_, [script, exitCode, output]) => {
    expect(run(linux(), 'sh', script)).toMatchObject({ exitCode, output, endless: false });
  });

  it('changes the guest: files written, appended, removed; services started and stopped', () => {
    const system = linux();
    run(system, 'sh', 'echo hello > /tmp/a; echo again >> /tmp/a; touch /tmp/b; systemctl start nginx');
    expect(system.readFile('/tmp/a')).toBe('hello\nagain\n');
    expect(run(system, 'sh', 'test -f /tmp/b && systemctl is-active --quiet nginx').exitCode).toBe(0);
    run(system, 'sh', 'rm /tmp/a; systemctl stop nginx');
    expect(system.isFile('/tmp/a')).toBe(false);
    expect(system.service('nginx')).toEqual({ name: 'nginx', running: false });
  });

  it('takes a loop without end as endless, and counts sleep as time', () => {
    expect(run(linux(), 'sh', 'while true; do :; done')).toMatchObject({ endless: true });
    expect(run(linux(), 'sh', 'sleep 2; sleep 1.5')).toMatchObject({ exitCode: 0, sleptMs: 3500 });
  });

  it('keeps at most 256 KiB of output in memory and says the rest was cut, ending a huge count as a guest would', () => {
    const result = run(linux(), 'sh', 'seq 60000');
    expect(result.outputCut).toBe(true);
    expect(result.output.length).toBe(256 * 1024);
    // 100 MB of numbers: cut, not taken for a loop without end.
    expect(run(linux(), 'sh', 'seq 1 12000000')).toMatchObject({ exitCode: 0, outputCut: true, endless: false });
  });
});

describe('the PowerShell interpreter', () => {
  const cases = {
    "the issue's DNS check, DNS stopped": ["if ((Get-Service DNS).Status -ne 'Running') { exit 1 }", 1, ''],
    'a running service': ["if ((Get-Service NTDS).Status -eq 'Running') { exit 0 }\nexit 5", 0, ''],
    'service names in any case': ['(Get-Service dns).Status', 0, 'Stopped\n'],
    'a missing service': ['Get-Service Nope', 1, "Cannot find any service with service name 'Nope'.\n"],
    'Test-Path, negated': [
      "if (-not (Test-Path 'C:\\Temp\\done.txt')) { Write-Output 'missing'; exit 2 }",
      2,
      'missing\n',
    ],
    'Test-Path with !': ['if (!(Test-Path C:\\Windows)) { exit 1 }', 0, ''],
    'else branch': ['if ($false) { exit 1 } else { echo fine }', 0, 'fine\n'],
    'a boolean printed': ['Test-Path C:\\Windows\\System32\\drivers\\etc\\hosts', 0, 'True\n'],
    '-and, -like': ["if ((Get-Service NTDS).Status -like 'run*' -and (Test-Path C:\\)) { exit 3 }", 3, ''],
    'an unknown cmdlet': [
      'Get-Frob',
      1,
      "The term 'get-frob' is not recognized as the name of a cmdlet, function, script file, or operable program.\n",
    ],
    'a parse error': ['if ($true) { exit 1', 1, "ParserError: missing '}' at the end\n"],
    'a range': ['1..3', 0, '1\n2\n3\n'],
  } satisfies Record<string, [string, number, string]>;

  it.each(Object.entries(cases))('runs %s', (_, [script, exitCode, output]) => {
    expect(run(windows(), 'powershell', script)).toMatchObject({ exitCode, output, endless: false });
  });

  it('changes the guest: services and files', () => {
    const system = windows();
    run(system, 'powershell', "Start-Service DNS; Set-Content C:\\Temp\\a.txt 'one'; New-Item C:\\Temp\\b.txt");
    expect(run(system, 'powershell', "if ((Get-Service DNS).Status -ne 'Running') { exit 1 }").exitCode).toBe(0);
    expect(system.readFile('c:\\temp\\A.TXT')).toBe('one\n');
    run(system, 'powershell', 'Stop-Service -Name DNS; Remove-Item C:\\Temp\\b.txt');
    expect(system.service('DNS')?.running).toBe(false);
    expect(system.isFile('C:\\Temp\\b.txt')).toBe(false);
  });

  it('takes while ($true) {} as endless', () => {
    expect(run(windows(), 'powershell', 'while ($true) {}')).toMatchObject({ endless: true });
  });
});

describe('the cmd interpreter', () => {
  const cases = {
    'a stopped service through sc': [
      'sc query DNS > nul\nif errorlevel 1 exit /b 1\nsc query DNS',
      0,
      'SERVICE_NAME: DNS\n        STATE              : 1  STOPPED\n',
    ],
    'a missing file': ['@echo off\nif not exist "C:\\Temp\\done.txt" exit /b 4\necho found', 4, ''],
    'an existing directory': ['if exist C:\\Windows (echo yes)', 0, 'yes\n'],
    'a string comparison': ['if /i "A"=="a" exit /b 6', 6, ''],
    'an unknown command': ['frob', 9009, "'frob' is not recognized as an internal or external command.\n"],
    'output to a file with stderr': [
      'type C:\\nope > C:\\Temp\\out.txt 2>&1\ntype C:\\Temp\\out.txt',
      0,
      'The system cannot find the file specified.\n',
    ],
  } satisfies Record<string, [string, number, string]>;

  it.each(Object.entries(cases))('runs %s', (_, [script, exitCode, output]) => {
    expect(run(windows(), 'cmd', script)).toMatchObject({ exitCode, output, endless: false });
  });

  it('starts a service with net start, and loops with goto until the budget is spent', () => {
    const system = windows();
    expect(run(system, 'cmd', 'net start DNS').exitCode).toBe(0);
    expect(system.service('DNS')?.running).toBe(true);
    expect(run(system, 'cmd', ':again\ngoto again')).toMatchObject({ endless: true });
  });
});
