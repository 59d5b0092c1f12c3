// The icons this feature uses, one module each (see src/tabler-icons.d.ts).
export { default as IconBookmark } from '@tabler/icons-react/dist/esm/icons/IconBookmark.mjs';
export { default as IconBookmarkFilled } from '@tabler/icons-react/dist/esm/icons/IconBookmarkFilled.mjs';
