// The icons this feature uses, one module each (see src/tabler-icons.d.ts).
export { default as IconArrowDown } from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
export { default as IconArrowUp } from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
export { default as IconDownload } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { IconTrash, IconX } from '../../ui/icons';
