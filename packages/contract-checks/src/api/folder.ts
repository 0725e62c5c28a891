import type { Folder, FolderMachine } from '@academy/contracts';
import { arrayOf, isString, objectOf } from '../values';

const isFolderMachine = objectOf<FolderMachine>({ vm: isString, name: isString });

export const isFolder = objectOf<Folder>({ folder: isString, name: isString, vms: arrayOf(isFolderMachine) });
