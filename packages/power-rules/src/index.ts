export type { ActionDefinition } from './action-definitions';
export { actionDefinitionList } from './action-definitions';
export type { MachineAction } from './actions';
export { actionLabels, actionsFor } from './actions';
export type { CommandVerdict } from './command-verdicts';
export { COMMAND_VERDICTS } from './command-verdicts';
export type { PowerChange, PowerCommand, PowerState, SettledPowerState } from './power-states';
export { POWER_COMMANDS } from './power-states';
export { refusalOf, specRefusalTexts } from './refusals';
