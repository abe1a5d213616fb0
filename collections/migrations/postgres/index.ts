import * as migration_20261129_010757_initial from './20261129_010757_initial';

export const migrations = [
  {
    up: migration_20261129_010757_initial.up,
    down: migration_20261129_010757_initial.down,
    name: '20261129_010757_initial'
  },
];
