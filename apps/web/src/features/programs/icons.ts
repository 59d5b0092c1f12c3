// The Program Finder's icons, one module each (see src/tabler-icons.d.ts).
export { default as IconAdjustments } from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
export { default as IconBookmark } from '@tabler/icons-react/dist/esm/icons/IconBookmark.mjs';
export { default as IconBookmarkFilled } from '@tabler/icons-react/dist/esm/icons/IconBookmarkFilled.mjs';
export { default as IconBriefcase } from '@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs';
export { default as IconCurrentLocation } from '@tabler/icons-react/dist/esm/icons/IconCurrentLocation.mjs';
export { default as IconDownload } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
export { default as IconMapPin } from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
