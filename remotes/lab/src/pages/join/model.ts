import { sample } from 'effector';
import { wentToLab } from '@/features/join-link/model';
import { manualWanted } from '@/features/machine-list/model';

// From a personal link to the lab: with the class's manual, its console opens beside the manual once a machine runs.
sample({ clock: wentToLab, target: manualWanted });
