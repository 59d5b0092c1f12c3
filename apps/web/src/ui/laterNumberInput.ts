// Mantine's NumberInput (with react-number-format, about 9 KiB gzip), fetched after a form's first paint
// (LaterNumberInput.tsx, issue #30).
export { NumberInput } from '@mantine/core';
