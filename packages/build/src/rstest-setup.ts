import { configure } from '@testing-library/dom';

// findBy… and waitFor wait on their condition and end as soon as it holds; the library's default of one second is
// what a lazily loaded dialog can take on a loaded machine (the lab's Action Definitions failed so once beside a busy
// core). Only a failing wait ever takes the longer time.
configure({ asyncUtilTimeout: 5_000 });
