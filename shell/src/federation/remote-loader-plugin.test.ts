import type { RemoteReleases } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { filesRetried, remoteLoaderPlugin } from './remote-loader-plugin';
import { checkRemoteRelease, setRemoteReleases } from './remote-releases';

const base = 'https://cdn.example/lab/1.2.0/';
const releases = Object.fromEntries(
  ['lab', 'console', 'courses', 'classes'].map((name) => [
    name,
    { version: '1.2.0', entry: `${base}mf-manifest.json` },
  ]),
) as RemoteReleases;

async function releaseChecked(): Promise<void> {
  Object.assign(globalThis, { ACADEMY_HOST_VERSIONS: { shared: {}, federationRuntime: '2.9.2' } });
  setRemoteReleases(releases);
  rs.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        academyRelease: {
          remote: 'lab',
          version: '1.2.0',
          federationRuntime: '^2.9.0',
          integrity: { 'remoteEntry.js': 'sha384-entry', 'static/css/page.css': 'sha384-css' },
        },
      }),
    ),
  );
  await checkRemoteRelease('lab', 1000);
}

describe('remoteLoaderPlugin', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it("sets the manifest's integrity on the scripts and stylesheets it names, and hands the manifest over", async () => {
    await releaseChecked();
    const plugin = remoteLoaderPlugin(1000);
    const created = plugin.createScript?.({ url: `${base}remoteEntry.js`, attrs: {} }) as { script: HTMLScriptElement };
    expect(created.script.integrity).toBe('sha384-entry');
    expect(created.script.crossOrigin).toBe('anonymous');
    const link = plugin.createLink?.({ url: `${base}static/css/page.css`, attrs: { rel: 'stylesheet' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('stylesheet');
    expect((link as HTMLLinkElement).integrity).toBe('sha384-css');
    expect(plugin.createLink?.({ url: `${base}static/css/other.css`, attrs: { rel: 'stylesheet' } })).toBeUndefined();
    const manifest = await plugin.fetch?.(`${base}mf-manifest.json`, {});
    expect((await (manifest as Response).json()).academyRelease.version).toBe('1.2.0');
  });

  it('asks for every file under a new URL after a retry, so a failed preload of the page is not handed back', async () => {
    await releaseChecked();
    filesRetried();
    const plugin = remoteLoaderPlugin(1000);
    const created = plugin.createScript?.({ url: `${base}remoteEntry.js`, attrs: {} }) as { script: HTMLScriptElement };
    expect(created.script.src).toBe(`${base}remoteEntry.js?retry=1`);
    expect(created.script.integrity).toBe('sha384-entry');
    const link = plugin.createLink?.({ url: `${base}static/css/other.css`, attrs: { rel: 'stylesheet' } });
    expect((link as HTMLLinkElement).href).toBe(`${base}static/css/other.css?retry=1`);
  });
});
