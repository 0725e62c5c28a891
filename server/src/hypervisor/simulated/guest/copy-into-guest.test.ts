import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { copyIntoGuest } from './copy-into-guest';
import { GuestSystem } from './guest-system';
import { interpretScript } from './script-interpreter';

const ACCOUNT = { username: 'academy', password: 'Passw0rd!' };

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

function copy(system: GuestSystem, folder: string, name: string, bytes: Uint8Array) {
  const signal = new AbortController().signal;
  const request = { account: ACCOUNT, folder, name, size: bytes.length, body: once(bytes) };
  return copyIntoGuest(system, 'a machine', request, { stepMs: 0, signal });
}

describe('a file copied into a simulated guest', () => {
  it('reads back byte for byte and shows in ls, in its home by default', async () => {
    const system = new GuestSystem('host-a - Ubuntu 24.04', 'linux');
    const bytes = randomBytes(3000);
    const path = await copy(system, '/home/academy', 'data.bin', bytes);
    expect(system.readBytes(path)?.equals(bytes)).toBe(true);
    expect(interpretScript(system, 'academy', 'sh', 'ls /home/academy').output).toBe('data.bin\n');
    expect(interpretScript(system, 'academy', 'sh', 'ls').output).toBe('data.bin\n');
    expect(interpretScript(system, 'academy', 'sh', 'ls /nowhere')).toMatchObject({
      exitCode: 2,
      output: "ls: cannot access '/nowhere': No such file or directory\n",
    });
  });

  it('shows in dir on a Windows guest, on the account Desktop, with its name as written', async () => {
    const system = new GuestSystem('DC01 - Domain Controller', 'windows');
    await copy(system, 'C:\\Users\\academy\\Desktop', 'Report.PDF', randomBytes(10));
    expect(interpretScript(system, 'academy', 'powershell', 'dir C:\\Users\\academy\\Desktop').output).toBe(
      'Report.PDF\n',
    );
    expect(interpretScript(system, 'academy', 'powershell', 'Get-ChildItem').output).toBe('Desktop\n');
  });

  it('keeps text a script wrote readable as text, and as bytes', () => {
    const system = new GuestSystem('host-a - Ubuntu 24.04', 'linux');
    interpretScript(system, 'academy', 'sh', 'echo héllo > /tmp/x');
    expect(system.readBytes('/tmp/x')?.toString('utf8')).toBe('héllo\n');
    system.appendBytes('/tmp/x', Buffer.from('more'));
    expect(system.readFile('/tmp/x')).toBe('héllo\nmore');
  });
});
