/**
 * The lab manual as both the course form (its preview) and /view (beside the console) show it. Bundled into each
 * remote that uses it, never shared through federation, and loaded lazily there: the Markdown parser and the
 * sanitiser cost bytes that /login and /machines must not carry.
 */
export {
  CHECK_SHELL_NAMES,
  type CheckFields,
  type CheckMachine,
  type CheckShell,
  checkShellOf,
  type ManualCheck,
  type ManualChecks,
  type ReadCheck,
  readChecks,
} from './checks';
export { ManualContent, type ManualContentProps } from './manual-content';
export { type ManualBlock, manualBlocks, renderManualHtml } from './render';
export { type ManualStep, type ParsedManual, parseManual } from './rules';
