// The icons this feature uses, one module each (see src/tabler-icons.d.ts).
export { default as IconAlertCircle } from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
export { default as IconCircleCheckFilled } from '@tabler/icons-react/dist/esm/icons/IconCircleCheckFilled.mjs';
export { default as IconCircleDashed } from '@tabler/icons-react/dist/esm/icons/IconCircleDashed.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconUpload } from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
