import { describe, expect, it } from '@rstest/core';
import { exactly, GuestFileError, guestPathOf, numberedName } from './guest-files';

describe('numberedName', () => {
  it('numbers before the extension, as browsers number downloads', () => {
    const cases = {
      'report.pdf': 'report (2).pdf',
      'archive.tar.gz': 'archive (2).tar.gz',
      'photo.backup.jpg': 'photo.backup (2).jpg',
      '.bashrc': '.bashrc (2)',
      README: 'README (2)',
    } satisfies Record<string, string>;
    for (const [name, second] of Object.entries(cases)) {
      expect(numberedName(name, 1)).toBe(name);
      expect(numberedName(name, 2)).toBe(second);
    }
  });
});

describe('guestPathOf', () => {
  it('joins with the guest family separator, once', () => {
    expect(guestPathOf('windows', 'C:\\Users\\a\\Desktop\\', 'x.txt')).toBe('C:\\Users\\a\\Desktop\\x.txt');
    expect(guestPathOf('windows', 'C:\\', 'x.txt')).toBe('C:\\x.txt');
    expect(guestPathOf('linux', '/home/a/', 'x.txt')).toBe('/home/a/x.txt');
    expect(guestPathOf('linux', '/', 'x.txt')).toBe('/x.txt');
  });
});

describe('exactly', () => {
  async function* chunks(...sizes: number[]): AsyncGenerator<Uint8Array> {
    for (const size of sizes) yield new Uint8Array(size);
  }
  const drain = async (body: AsyncIterable<Uint8Array>) => {
    let bytes = 0;
    for await (const chunk of body) bytes += chunk.length;
    return bytes;
  };

  it('passes a body of the announced size on', async () => {
    expect(await drain(exactly(30, chunks(10, 20)))).toBe(30);
  });

  it('refuses a body that ends short or goes past, before passing the chunk that does', async () => {
    await expect(drain(exactly(30, chunks(10, 10)))).rejects.toThrow(
      new GuestFileError('size-mismatch', 'The file announced 30 bytes but ended after 20: nothing was kept.'),
    );
    const passed: number[] = [];
    const long = (async () => {
      for await (const chunk of exactly(15, chunks(10, 10))) passed.push(chunk.length);
    })();
    await expect(long).rejects.toThrow('The file announced 15 bytes but went on past 20: nothing was kept.');
    expect(passed).toEqual([10]);
  });
});
