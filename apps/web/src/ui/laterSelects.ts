// The Combobox family (Select, MultiSelect with Popover, floating-ui, FocusTrap and ScrollArea): about 45 KiB gzip in
// seven chunks, a chain of them, which a filter form needs only once someone opens a list (ui/LaterSelect.tsx).
export { MultiSelect, Select } from '@mantine/core';
