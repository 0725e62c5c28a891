import type { GuestOs } from '../../../domain/ports/guest-scripts';

export interface GuestDefaults {
  hostname: string;
  directories: readonly string[];
  files: Readonly<Record<string, string>>;
  /** Service name → running at first boot. */
  services: Readonly<Record<string, boolean>>;
}

const LINUX_DIRECTORIES = ['/', '/etc', '/tmp', '/var', '/var/log', '/home', '/home/academy', '/root'];
// The account's Desktop: where files sent into a Windows machine go by default.
const WINDOWS_DIRECTORIES = [
  'C:\\',
  'C:\\Windows',
  'C:\\Windows\\Temp',
  'C:\\Users',
  'C:\\Users\\academy',
  'C:\\Users\\academy\\Desktop',
  'C:\\Temp',
];

/**
 * Services per template, beyond every guest's own (sshd or W32Time): what a course's first exercises change, e.g.
 * DC01's DNS Server stopped until the student starts it, host-a's nginx not yet running.
 */
const SERVICES_BY_TEMPLATE: Readonly<Record<string, Readonly<Record<string, boolean>>>> = {
  'DC01 - Domain Controller': { DNS: false, NTDS: true, Netlogon: true },
  'SRV01 - Member Server': { W3SVC: false, Spooler: true },
  'CLIENT01 - Windows 11': { Spooler: true, WinRM: false },
  'router01 - VyOS Router': { ssh: true, frr: false },
  'host-a - Ubuntu 24.04': { ssh: true, nginx: false },
  'host-b - Ubuntu 24.04': { ssh: true, nginx: false },
  'kali - Attacker Workstation': { ssh: false, postgresql: false },
  'target - Legacy Web Server': { sshd: true, httpd: true },
  'centos7 - Retired Template': { sshd: true },
};

/** "DC01 - Domain Controller" → "dc01": the part before the dash, as the console's prompt shows it. */
function hostnameOf(machineName: string): string {
  return (
    (machineName.split(' - ')[0] ?? machineName)
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-') || 'guest'
  );
}

/** What a fresh clone of the template holds; a machine of another name gets its family's base. */
export function guestDefaults(machineName: string, os: GuestOs): GuestDefaults {
  const hostname = hostnameOf(machineName);
  const services = SERVICES_BY_TEMPLATE[machineName] ?? {};
  if (os === 'windows') {
    return {
      hostname,
      directories: WINDOWS_DIRECTORIES,
      files: { 'C:\\Windows\\System32\\drivers\\etc\\hosts': '127.0.0.1 localhost\n' },
      services: { W32Time: true, ...services },
    };
  }
  return {
    hostname,
    directories: LINUX_DIRECTORIES,
    files: { '/etc/hostname': `${hostname}\n`, '/etc/hosts': `127.0.0.1 localhost\n127.0.1.1 ${hostname}\n` },
    services: { cron: true, ...services },
  };
}
