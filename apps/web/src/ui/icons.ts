// The icons the app uses, one module each (see src/tabler-icons.d.ts). Add new ones here.
export { default as IconListDetails } from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
