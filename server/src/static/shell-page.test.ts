import { describe, expect, it } from '@rstest/core';
import { renderShellPage } from './shell-page';

const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const startup = {
  runtime: {
    apiBaseUrl: '/api',
    loginDomain: 'academy.test',
    remoteLoadTimeoutMs: 120_000,
    identity: { issuer: 'http://idp/</script><script>alert(1)</script>', clientId: 'portal' },
  },
  remotes: {
    lab: { version: '1.2.0', entry: '/remotes/lab/1.2.0/mf-manifest.json' },
    console: { version: '1.2.0', entry: '/remotes/console/1.2.0/mf-manifest.json' },
    courses: { version: '1.2.0', entry: '/remotes/courses/1.2.0/mf-manifest.json' },
    classes: { version: '1.1.0', entry: 'https://cdn.example/classes/1.1.0/mf-manifest.json', integrity: 'sha384-abc' },
  },
};

function startupBlockOf(html: string): string {
  const match = /<script type="application\/json" id="academy-startup-config">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no startup block');
  return match[1];
}

describe('renderShellPage', () => {
  it('puts the runtime configuration and the remote releases in the head as a JSON data block', () => {
    const html = renderShellPage(INDEX, startup, []);
    expect(JSON.parse(startupBlockOf(html))).toEqual(startup);
    expect(html.indexOf('academy-startup-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('cannot be broken out of: a value holding </script> stays inside the block', () => {
    const html = renderShellPage(INDEX, startup, []);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(startupBlockOf(html)).toContain('\\u003c/script>');
  });

  it('adds a preload link per file, CORS for the manifest and scripts as the runtime asks for them, attributes escaped', () => {
    const html = renderShellPage(INDEX, startup, [
      { href: '/remotes/lab/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/lab/remoteEntry.js', as: 'script', integrity: 'sha384-xyz' },
      { href: '/remotes/lab/static/js/async/e.js', as: 'script' },
      { href: '/remotes/lab/static/css/async/e.css?a="b"', as: 'style' },
      { href: '/remotes/lab/static/css/async/f.css', as: 'style', integrity: 'sha384-f' },
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/remotes/lab/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/lab/remoteEntry.js" as="script" crossorigin="anonymous" integrity="sha384-xyz">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/lab/static/js/async/e.js" as="script" crossorigin="anonymous">',
    );
    expect(html).toContain('<link rel="preload" href="/remotes/lab/static/css/async/e.css?a=&#34;b&#34;" as="style">');
    expect(html).toContain(
      '<link rel="preload" href="/remotes/lab/static/css/async/f.css" as="style" crossorigin="anonymous" integrity="sha384-f">',
    );
    expect(html).toContain('href="/remotes/lab/static/css/async/e.css?a=&#34;b&#34;" as="style"');
  });
});
