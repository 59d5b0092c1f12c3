// Mantine's Tooltip with floating-ui (about 20 KiB gzip), for hover labels fetched after the page has painted
// (ui/LaterTooltip.tsx).
export { Tooltip } from '@mantine/core';
