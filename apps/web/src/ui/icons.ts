// The icons the app uses, one module each (see src/tabler-icons.d.ts). Add new ones here.
export { default as IconListDetails } from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
export { default as IconBell } from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconClockPause } from '@tabler/icons-react/dist/esm/icons/IconClockPause.mjs';
export { default as IconEye } from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
export { default as IconBold } from '@tabler/icons-react/dist/esm/icons/IconBold.mjs';
export { default as IconItalic } from '@tabler/icons-react/dist/esm/icons/IconItalic.mjs';
export { default as IconUnderline } from '@tabler/icons-react/dist/esm/icons/IconUnderline.mjs';
export { default as IconList } from '@tabler/icons-react/dist/esm/icons/IconList.mjs';
export { default as IconListNumbers } from '@tabler/icons-react/dist/esm/icons/IconListNumbers.mjs';
