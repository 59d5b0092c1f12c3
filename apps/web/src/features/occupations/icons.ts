// The icons this feature uses, one module each (see src/tabler-icons.d.ts).
export { default as IconBookmark } from '@tabler/icons-react/dist/esm/icons/IconBookmark.mjs';
export { default as IconBookmarkFilled } from '@tabler/icons-react/dist/esm/icons/IconBookmarkFilled.mjs';
export { default as IconBriefcase } from '@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs';
export { default as IconExternalLink } from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
export { default as IconFileText } from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
export { default as IconSchool } from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
export { default as IconStarFilled } from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
