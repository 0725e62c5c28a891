import { type RemoteReleases, type RuntimeConfig, STARTUP_CONFIG_ELEMENT_ID } from '@academy/contracts';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { loadStartupConfig } from './load-runtime-config';

const runtime: RuntimeConfig = {
  apiBaseUrl: '',
  loginDomain: 'academy.test',
  remoteLoadTimeoutMs: 120_000,
  identity: { issuer: 'https://academy.test/oauth2/default', clientId: 'portal' },
};
const release = { version: '1.4.0', entry: '/remotes/lab/1.4.0/mf-manifest.json' };
const remotes: RemoteReleases = { lab: release, console: release, courses: release, classes: release };

function pageBlock(content: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = STARTUP_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(content);
  document.body.append(block);
}

/** The server's files: /config.json and /remotes.json as given; answers the addresses asked for. */
function serverFiles(files: Record<string, unknown>): string[] {
  const asked: string[] = [];
  rs.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(String(input));
    return new Response(JSON.stringify(files[String(input)]));
  });
  return asked;
}

describe('loadStartupConfig', () => {
  afterEach(() => {
    document.getElementById(STARTUP_CONFIG_ELEMENT_ID)?.remove();
    rs.restoreAllMocks();
  });

  it('takes the configuration the server put in the page, without asking for the files', async () => {
    pageBlock({ runtime, remotes });
    const asked = serverFiles({});
    await expect(loadStartupConfig()).resolves.toEqual({ runtime, remotes });
    expect(asked).toEqual([]);
  });

  it('passes over a block in the page that is not a configuration, and reads the files', async () => {
    pageBlock({ runtime: { ...runtime, loginDomain: undefined }, remotes });
    const asked = serverFiles({ '/config.json': runtime, '/remotes.json': remotes });
    await expect(loadStartupConfig()).resolves.toEqual({ runtime, remotes });
    expect(asked).toEqual(['/config.json', '/remotes.json']);
  });

  it.each([
    [
      'a configuration without its identity provider',
      { '/config.json': { ...runtime, identity: null }, '/remotes.json': remotes },
    ],
    [
      'releases without the classes remote',
      { '/config.json': runtime, '/remotes.json': { ...remotes, classes: undefined } },
    ],
  ])('fails the start-up on %s', async (_case, files) => {
    serverFiles(files);
    await expect(loadStartupConfig()).rejects.toThrow(/does not match its contract/);
  });
});
