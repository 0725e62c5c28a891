import { readFileSync } from 'node:fs';

/** How the portal reaches an academy's vCenter (HYPERVISOR=vsphere): the README's "Connect your vCenter". */
export interface VsphereSettings {
  /** The SDK endpoint, e.g. https://vcenter.example/sdk. */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** PEM of vCenter's CA (VSPHERE_CA_FILE), when it is not a public one. */
  readonly ca: string | undefined;
  /** Inventory path; each folder under it is a course folder, its machines the template machines. */
  readonly templatesFolder: string;
  /** Inventory path where labs are made: a folder per class, in it a folder per student. */
  readonly labsFolder: string;
  /** Inventory path of the resource pool clones run in. */
  readonly resourcePool: string;
  /** Inventory path of the datastore clones go to; the template's own when unset. */
  readonly datastore: string | undefined;
  /** Clones running at once (vCenter queues more, but each holds a host's disk bandwidth). */
  readonly maxParallelClones: number;
}

export interface ParsedVsphereSettings {
  readonly settings: VsphereSettings;
  /** Accepted but worth a line in the log (plain http:// to a simulator). */
  readonly warnings: readonly string[];
}

const INVENTORY_PATH = /^\/[^/].*[^/]$/;

/**
 * Reads the VSPHERE_* variables; a start that cannot work stops with every problem named at once (an IT team
 * fixing a deployment should not meet them one restart at a time).
 */
export function parseVsphereSettings(env: Readonly<Record<string, string | undefined>>): ParsedVsphereSettings {
  const problems: string[] = [];
  const warnings: string[] = [];
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is required.`);
    return value ?? '';
  };
  const readFile = (name: string) => {
    const file = env[name]?.trim();
    if (!file) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      problems.push(`${name}: cannot read ${file} (${typeof code === 'string' ? code : 'error'}).`);
      return undefined;
    }
  };
  const inventoryPath = (name: string, example: string, optional = false) => {
    const value = optional ? env[name]?.trim() : required(name);
    if (value && !INVENTORY_PATH.test(value)) {
      problems.push(`${name} must be an inventory path such as ${example}, got "${value}".`);
    }
    return value || undefined;
  };

  const url = required('VSPHERE_URL');
  if (url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`VSPHERE_URL must be a URL such as https://vcenter.example/sdk, got "${url}".`);
    }
    if (parsed?.protocol === 'http:') warnings.push(`VSPHERE_URL is plain http (${url}): use it for a simulator only.`);
    else if (parsed && parsed.protocol !== 'https:')
      problems.push(`VSPHERE_URL must be https:// (or http:// for a simulator), got "${url}".`);
  }
  const username = required('VSPHERE_USERNAME');
  const passwordFile = readFile('VSPHERE_PASSWORD_FILE');
  const password = passwordFile?.replace(/\r?\n$/, '') ?? env.VSPHERE_PASSWORD ?? '';
  if (!password && !env.VSPHERE_PASSWORD_FILE) problems.push('VSPHERE_PASSWORD or VSPHERE_PASSWORD_FILE is required.');
  const ca = readFile('VSPHERE_CA_FILE');
  const templatesFolder = inventoryPath('VSPHERE_TEMPLATES_FOLDER', '/DC0/vm/Courses') ?? '';
  const labsFolder = inventoryPath('VSPHERE_LABS_FOLDER', '/DC0/vm/Labs') ?? '';
  const resourcePool = inventoryPath('VSPHERE_RESOURCE_POOL', '/DC0/host/Cluster/Resources') ?? '';
  const datastore = inventoryPath('VSPHERE_DATASTORE', '/DC0/datastore/LocalDS_0', true);
  const clonesText = env.VSPHERE_MAX_PARALLEL_CLONES?.trim() || '4';
  const maxParallelClones = Number(clonesText);
  if (!Number.isInteger(maxParallelClones) || maxParallelClones < 1 || maxParallelClones > 64) {
    problems.push(`VSPHERE_MAX_PARALLEL_CLONES must be a whole number from 1 to 64, got "${clonesText}".`);
  }
  if (templatesFolder && templatesFolder === labsFolder) {
    problems.push('VSPHERE_LABS_FOLDER must differ from VSPHERE_TEMPLATES_FOLDER: labs would show up as courses.');
  }
  if (problems.length > 0) {
    throw new Error(`HYPERVISOR=vsphere cannot start:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  return {
    settings: { url, username, password, ca, templatesFolder, labsFolder, resourcePool, datastore, maxParallelClones },
    warnings,
  };
}
