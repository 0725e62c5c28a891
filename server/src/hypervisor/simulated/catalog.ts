import type { TemplateFolder } from '../../domain/ports/hypervisor';

/**
 * The template folders of the simulated hypervisor, as a vCenter would list them. Includes a folder whose name
 * contains '@' and one without machines: the front end hides both (spec §3), and these exercise that filter.
 * Some machines lack VMware Tools, so Reboot and Shut down are offered (and refused) per machine.
 */
export const TEMPLATE_CATALOG: readonly TemplateFolder[] = [
  {
    folder: 'group-v101',
    name: 'Windows Server 2022 Administration',
    vms: [
      { vm: 'vm-tpl-1011', name: 'DC01 - Domain Controller', tools: true, guestOs: 'windows' },
      { vm: 'vm-tpl-1012', name: 'SRV01 - Member Server', tools: true, guestOs: 'windows' },
      { vm: 'vm-tpl-1013', name: 'CLIENT01 - Windows 11', tools: false, guestOs: 'windows' },
    ],
  },
  {
    folder: 'group-v102',
    name: 'Linux Networking Essentials',
    vms: [
      { vm: 'vm-tpl-1021', name: 'router01 - VyOS Router', tools: false, guestOs: 'linux' },
      { vm: 'vm-tpl-1022', name: 'host-a - Ubuntu 24.04', tools: true, guestOs: 'linux' },
      { vm: 'vm-tpl-1023', name: 'host-b - Ubuntu 24.04', tools: true, guestOs: 'linux' },
    ],
  },
  {
    folder: 'group-v103',
    name: 'Security Fundamentals',
    vms: [
      { vm: 'vm-tpl-1031', name: 'kali - Attacker Workstation', tools: true, guestOs: 'linux' },
      { vm: 'vm-tpl-1032', name: 'target - Legacy Web Server', tools: false, guestOs: 'linux' },
    ],
  },
  {
    folder: 'group-v104',
    name: 'templates@archive',
    vms: [{ vm: 'vm-tpl-1041', name: 'centos7 - Retired Template', tools: true, guestOs: 'linux' }],
  },
  { folder: 'group-v105', name: 'Staging (empty)', vms: [] },
];
