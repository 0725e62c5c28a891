import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { parseVsphereSettings } from './settings';

const complete = {
  VSPHERE_URL: 'https://vcenter.example/sdk',
  VSPHERE_USERNAME: 'svc-portal@vsphere.local',
  VSPHERE_PASSWORD: 's3cret',
  VSPHERE_TEMPLATES_FOLDER: '/DC0/vm/Courses',
  VSPHERE_LABS_FOLDER: '/DC0/vm/Labs',
  VSPHERE_RESOURCE_POOL: '/DC0/host/Cluster/Resources',
};

function problemsOf(env: Record<string, string | undefined>) {
  try {
    parseVsphereSettings(env);
    return [];
  } catch (error) {
    return String(error instanceof Error ? error.message : error)
      .split('\n')
      .slice(1);
  }
}

describe('vSphere settings', () => {
  it('reads a complete environment, with four parallel clones by default', () => {
    const { settings, warnings } = parseVsphereSettings(complete);
    expect(settings).toMatchObject({ url: complete.VSPHERE_URL, maxParallelClones: 4, datastore: undefined });
    expect(warnings).toEqual([]);
  });

  it('names every problem at once', () => {
    expect(
      problemsOf({ VSPHERE_URL: 'ftp://x', VSPHERE_TEMPLATES_FOLDER: 'Courses', VSPHERE_MAX_PARALLEL_CLONES: '0' }),
    ).toEqual([
      '- VSPHERE_URL must be https:// (or http:// for a simulator), got "ftp://x".',
      '- VSPHERE_USERNAME is required.',
      '- VSPHERE_PASSWORD or VSPHERE_PASSWORD_FILE is required.',
      '- VSPHERE_TEMPLATES_FOLDER must be an inventory path such as /DC0/vm/Courses, got "Courses".',
      '- VSPHERE_LABS_FOLDER is required.',
      '- VSPHERE_RESOURCE_POOL is required.',
      '- VSPHERE_MAX_PARALLEL_CLONES must be a whole number from 1 to 64, got "0".',
    ]);
  });

  it('accepts plain http with a warning, for a simulator', () => {
    const { warnings } = parseVsphereSettings({ ...complete, VSPHERE_URL: 'http://127.0.0.1:8989/sdk' });
    expect(warnings).toEqual(['VSPHERE_URL is plain http (http://127.0.0.1:8989/sdk): use it for a simulator only.']);
  });

  it('reads the password and the CA from files, and names a file it cannot read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vsphere-settings-'));
    try {
      writeFileSync(path.join(dir, 'password'), 'from-file\n');
      writeFileSync(path.join(dir, 'ca.pem'), '-----BEGIN CERTIFICATE-----');
      const env = { ...complete, VSPHERE_PASSWORD: undefined, VSPHERE_PASSWORD_FILE: path.join(dir, 'password') };
      const { settings } = parseVsphereSettings({ ...env, VSPHERE_CA_FILE: path.join(dir, 'ca.pem') });
      expect(settings.password).toBe('from-file');
      expect(settings.ca).toBe('-----BEGIN CERTIFICATE-----');
      expect(problemsOf({ ...env, VSPHERE_CA_FILE: path.join(dir, 'missing.pem') })).toEqual([
        `- VSPHERE_CA_FILE: cannot read ${path.join(dir, 'missing.pem')} (ENOENT).`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a labs folder that is the templates folder', () => {
    expect(problemsOf({ ...complete, VSPHERE_LABS_FOLDER: '/DC0/vm/Courses' })).toEqual([
      '- VSPHERE_LABS_FOLDER must differ from VSPHERE_TEMPLATES_FOLDER: labs would show up as courses.',
    ]);
  });
});
