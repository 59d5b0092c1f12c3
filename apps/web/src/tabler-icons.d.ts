// Per-icon modules of @tabler/icons-react (the package only types its barrel). Importing one file per icon keeps the
// 6,000-icon barrel out of the dev server, the tests and any chunk that forgets to tree-shake.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}
