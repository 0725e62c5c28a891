import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { defaultPasswordWarning, readServerConfig } from './config';

describe('server configuration', () => {
  it('warns loudly when the embedded identity provider keeps the default instructor password', () => {
    expect(defaultPasswordWarning(readServerConfig({}))).toMatch(/WARNING: .*default password/);
    expect(defaultPasswordWarning(readServerConfig({ INSTRUCTOR_PASSWORD: 'c0rrect-h0rse' }))).toBeUndefined();
    expect(
      defaultPasswordWarning(readServerConfig({ OIDC_ISSUER: 'https://sso.example/oauth2/default' })),
    ).toBeUndefined();
  });

  it('refuses an INSTRUCTOR_EMAIL that is no e-mail address: the demo class names it as its instructor', () => {
    expect(readServerConfig({ INSTRUCTOR_EMAIL: 'teacher@academy.test' }).identity.instructor.email).toBe(
      'teacher@academy.test',
    );
    expect(() => readServerConfig({ INSTRUCTOR_EMAIL: 'teacher' })).toThrow(/INSTRUCTOR_EMAIL must be an e-mail/);
  });

  it("gives the console spec §9's 4000 ms reconnect interval unless CONSOLE_RECONNECT_MS sets another", () => {
    expect(readServerConfig({}).consoleReconnectMs).toBe(4000);
    expect(readServerConfig({ CONSOLE_RECONNECT_MS: '500' }).consoleReconnectMs).toBe(500);
    expect(() => readServerConfig({ CONSOLE_RECONNECT_MS: '0' })).toThrow(/CONSOLE_RECONNECT_MS must be a number >= 1/);
  });

  it('trusts no proxy header unless TRUST_PROXY names one', () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(readServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('limits failed logins per address far above the per-account limit, for a classroom behind one NAT', () => {
    const { loginRateLimit } = readServerConfig({});
    expect(loginRateLimit).toMatchObject({ maxFailuresPerAccountAndAddress: 10, maxFailuresPerAddress: 100 });
  });

  it('serves the built shell from shell/dist unless SHELL_DIR names another build', () => {
    expect(readServerConfig({}).shellDir).toMatch(/[\\/]shell[\\/]dist$/);
    expect(readServerConfig({ SHELL_DIR: 'bench/baseline/dist' }).shellDir).toBe(path.resolve('bench/baseline/dist'));
  });

  it('runs on the simulated hypervisor unless HYPERVISOR names vsphere, whose settings it checks', () => {
    expect(readServerConfig({}).hypervisor).toEqual({ kind: 'simulated', speed: 1 });
    expect(readServerConfig({ HYPERVISOR: 'simulated', HYPERVISOR_SPEED: '0.01' }).hypervisor).toEqual({
      kind: 'simulated',
      speed: 0.01,
    });
    expect(() => readServerConfig({ HYPERVISOR: 'xen' })).toThrow(
      'HYPERVISOR must be simulated or vsphere, got "xen".',
    );
    expect(() => readServerConfig({ HYPERVISOR: 'vsphere', VSPHERE_USERNAME: 'portal' })).toThrow(
      /^HYPERVISOR=vsphere cannot start:\n- VSPHERE_URL is required\./,
    );
    const vsphere = {
      HYPERVISOR: 'vsphere',
      VSPHERE_URL: 'https://vcenter.example/sdk',
      VSPHERE_USERNAME: 'portal',
      VSPHERE_PASSWORD: 'secret',
      VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
      VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
      VSPHERE_RESOURCE_POOL: '/DC0/host/Cluster/Resources',
    };
    const config = readServerConfig(vsphere);
    expect(config.hypervisor).toMatchObject({ kind: 'vsphere', settings: { url: 'https://vcenter.example/sdk' } });
    expect(config.demoData).toBe(false);
    expect(readServerConfig({ ...vsphere, DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(readServerConfig({}).demoData).toBe(true);
    expect(() => readServerConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA must be on or off, got "yes".');
  });

  it('sends invitations only with SMTP_URL, from SMTP_FROM or no-reply at the login domain; keeps rosters 30 days', () => {
    expect(readServerConfig({}).mail).toBeUndefined();
    expect(readServerConfig({ SMTP_URL: 'smtp://relay.test:587', LOGIN_DOMAIN: 'School.test' }).mail).toEqual({
      url: 'smtp://relay.test:587',
      from: 'no-reply@school.test',
    });
    expect(
      readServerConfig({ SMTP_URL: 'smtps://relay.test', SMTP_FROM: 'Academy <hello@academy.test>' }).mail?.from,
    ).toBe('Academy <hello@academy.test>');
    expect(() => readServerConfig({ SMTP_URL: 'relay.test:25' })).toThrow(/SMTP_URL must be smtp:\/\/host:port/);
    expect(() => readServerConfig({ SMTP_URL: 'smtp://relay.test', SMTP_FROM: 'nobody' })).toThrow(/SMTP_FROM/);
    expect(readServerConfig({}).rosterRetentionDays).toBe(30);
    expect(readServerConfig({ ROSTER_RETENTION_DAYS: '7' }).rosterRetentionDays).toBe(7);
  });
});
