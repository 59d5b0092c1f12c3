// The save toggle's hover label: Mantine's Tooltip with floating-ui (about 20 KiB gzip), fetched after the cards have
// painted (SaveToggle.tsx), since the finder's first result card is its largest paint.
export { Tooltip } from '@mantine/core';
