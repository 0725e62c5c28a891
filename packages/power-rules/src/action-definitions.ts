import { actionLabels, type MachineAction } from './actions';

/** The actions the dialog defines: all but View (the console). */
type DefinedAction = Exclude<MachineAction, 'view'>;

/** Spec §2 "Action Definitions", word for word: what each button does. */
const actionDefinitions: Record<DefinedAction, string> = {
  reboot: 'restart the OS, close all apps and processes',
  refresh: "get an update of the machine's state",
  reset: 'hard restart with the power button',
  shutdown: 'shut down the OS',
  start: 'power on the virtual machine',
  stop: 'power off the virtual machine',
};

export interface ActionDefinition {
  label: string;
  meaning: string;
}

/** The dialog's list: each defined action's button label and meaning, by label as the spec lists them. */
export const actionDefinitionList: readonly ActionDefinition[] = (
  Object.entries(actionDefinitions) as Array<[DefinedAction, string]>
)
  .map(([action, meaning]) => ({ label: actionLabels[action], meaning }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
